import multipart from '@fastify/multipart';
import { errorResponseSchema, UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDiskStorage } from '../../adapters/storage/disk';
import { badRequest, HttpError } from '../../lib/http-error';
import { auditActor } from '../audit/actor';
import { writeAudit } from '../audit/repository';
import { processImage } from './process-image';
import { recordUpload } from './repository';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

const UploadRequestMessages = {
  notMultipart: `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`,
  noFile: `Attach the image as a file in the field "${UPLOAD_FIELD}"`,
  tooLarge: `The image is larger than ${MAX_MB} MB`,
} as const;

/** POST /global/upload/file (SPEC §7): one image in, the URL of its stored, re-encoded copy out. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 50 },
  });
  const storage = createDiskStorage(app.config.dataDir);

  app.post(
    '/global/upload/file',
    {
      schema: {
        tags: ['uploads'],
        summary: `Store an image (multipart field "${UPLOAD_FIELD}"): PNG, JPEG, WebP or GIF by content, at most ${MAX_MB} MB and 4000 px a side`,
        description:
          'The image is re-encoded in its own format without metadata and stored under the SHA-256 of the result, so the same image always answers the same URL (201 the first time, 200 after). 415: not one of the four formats (SVG, HTML, text), or image bytes with HTML or script inside. 413: over 5 MB, more than 4000 px a side, or too many animation frames. 400: damaged, truncated or empty, or no file in the field.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          201: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, UploadRequestMessages.notMultipart);
      const file = await request.file();
      if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest(UploadRequestMessages.noFile);
      const input = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UploadRequestMessages.tooLarge);
        throw error;
      });

      const image = await processImage(input);
      const stored = await storage.saveImage(image.bytes, image.extension);
      const actor = auditActor(request);
      const data = {
        url: stored.url,
        mime_type: image.type,
        width: image.width,
        height: image.height,
        size_bytes: image.bytes.length,
      };
      const added = await app.db.transaction().execute(async (trx) => {
        const isNew = await recordUpload(trx, {
          sha256: stored.sha256,
          file_name: stored.fileName,
          mime_type: image.type,
          size_bytes: image.bytes.length,
          width: image.width,
          height: image.height,
          uploaded_by: actor.adminId,
        });
        await writeAudit(trx, {
          ...actor,
          action: 'upload.stored',
          entity: 'upload',
          entityId: stored.sha256,
          after: { ...data, original_name: file.filename.slice(0, 200), new_file: isNew },
        });
        return isNew;
      });
      return reply.status(added ? 201 : 200).send({ success: true as const, url: stored.url, data });
    },
  );
};
