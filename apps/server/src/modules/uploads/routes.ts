import multipart from '@fastify/multipart';
import { errorResponseSchema, UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDiskStorage } from '../../adapters/storage/disk';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { processImage } from './process-image';
import { FORM_FIELD_MAX_BYTES, readUpload } from './read-upload';
import { createUploadService } from './service';
import { createUploadSpool } from './upload-spool';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * POST /global/upload/file (docs/product/api.md#uploads): one image in, the URL of its stored, re-encoded
 * copy out. Admins, vendors and customers upload alike (docs/product/partner-api.md#tokens); uploaded_by
 * and the audit row name the admin, or no one for an app.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: FORM_FIELD_MAX_BYTES,
      parts: 11,
      headerPairs: 50,
    },
  });
  const uploads = createUploadService(serviceDepsOf(app), createDiskStorage(app.config.dataDir));
  const spool = await createUploadSpool(app.config.dataDir);

  app.post(
    '/global/upload/file',
    {
      config: {
        auth: ['admin', 'vendor', 'customer'],
        // An admin uploads a catalogue picture or a vendor's documents.
        permission: ['catalogue.manage', 'vendors.decide'],
        rateLimit: { max: app.config.authThrottle.ipPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['uploads', 'vendor app', 'customer app'],
        summary: `Store an image (multipart field "${UPLOAD_FIELD}"): PNG, JPEG, WebP or GIF by content, at most ${MAX_MB} MB and 4000 px a side`,
        description:
          'The image is re-encoded in its own format without metadata and stored under the SHA-256 of the result, so the same image always answers the same URL (201 the first time, 200 after). 415: not one of the four formats (SVG, HTML, text), or image bytes with HTML or script inside. 413: over 5 MB, more than 4000 px a side, too many animation frames, a form field over 1 KB or too many parts. 400: damaged, truncated or empty, no file in the field, or a multipart body that is malformed (no boundary, one over 70 characters, parts that do not match it, cut short).',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        documentedBody: {
          type: 'object',
          required: [UPLOAD_FIELD],
          properties: {
            [UPLOAD_FIELD]: {
              type: 'string',
              format: 'binary',
              description: `The image file: PNG, JPEG, WebP or GIF, at most ${MAX_MB} MB`,
            },
          },
        },
        response: {
          200: uploadResponseSchema,
          201: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, spool);
      const image = await processImage(upload.file).finally(() => spool.remove(upload.file));
      const { added, data } = await uploads.store(image, upload.filename, auditActor(request));
      return reply.status(added ? 201 : 200).send({ success: true as const, url: data.url, data });
    },
  );
};
