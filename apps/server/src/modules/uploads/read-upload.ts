import type { Multipart } from '@fastify/multipart';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@seva/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import type { SpooledUpload, UploadSpool } from './upload-spool';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. Browsers, curl and Node send about 40. */
const BOUNDARY_MAX = 70;
/** Other form fields are tolerated (and ignored) up to this size each. */
export const FORM_FIELD_MAX_BYTES = 1024;

export const UploadRequestMessages = {
  notMultipart: `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`,
  noFile: `Attach the image as a file in the field "${UPLOAD_FIELD}"`,
  tooLarge: `The image is larger than ${MAX_MB} MB`,
  noBoundary: 'The multipart/form-data content type needs a boundary parameter',
  boundaryTooLong: `The multipart boundary must be at most ${BOUNDARY_MAX} characters`,
  malformed: 'The multipart body is malformed or truncated: its parts do not match the boundary',
  fieldTooLarge: `A form field is larger than ${FORM_FIELD_MAX_BYTES} bytes`,
  tooManyParts: 'The form has too many parts: send only the image',
} as const;

const BOUNDARY_PARAM = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;

function checkBoundary(contentType: string | undefined): void {
  const match = BOUNDARY_PARAM.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (boundary === '') throw badRequest(UploadRequestMessages.noBoundary);
  if (boundary.length > BOUNDARY_MAX) throw badRequest(UploadRequestMessages.boundaryTooLong);
}

/**
 * What a failure of the multipart parser means for the client. @fastify/multipart's own errors carry a
 * status (limits 413, premature close 400); busboy's (the boundary never found, a part cut short) carry
 * none and all mean a body that is not the multipart it claims to be.
 */
function refusalFor(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // The spool's own file system failing (a full disk) is the server's fault, not the body's.
  if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UploadRequestMessages.tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, UploadRequestMessages.tooManyParts);
  }
  if (statusCode !== undefined && statusCode >= 500) throw error;
  return badRequest(UploadRequestMessages.malformed);
}

const isTruncatedField = (part: Multipart | Multipart[] | undefined): boolean =>
  Array.isArray(part)
    ? part.some(isTruncatedField)
    : part?.type === 'field' && (part.valueTruncated || part.fieldnameTruncated);

/**
 * The one image of POST /global/upload/file, written to the spool, and its name. Every way a multipart
 * body can be broken (no or an overlong boundary, parts that do not match it, a body cut short, a field
 * or a file over its limit) is a 400 or 413 in the failure shape, never a 500, and leaves no file.
 */
export async function readUpload(
  request: FastifyRequest,
  spool: UploadSpool,
): Promise<{ file: SpooledUpload; filename: string }> {
  if (!request.isMultipart()) throw new HttpError(415, UploadRequestMessages.notMultipart);
  checkBoundary(request.headers['content-type']);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest(UploadRequestMessages.noFile);
    // Fields sent before the file; busboy cuts one over the limit short instead of failing.
    if (Object.values(file.fields).some(isTruncatedField)) {
      throw new HttpError(413, UploadRequestMessages.fieldTooLarge);
    }
    const spooled = await spool.write(file.file);
    // busboy ends the part at the size limit and marks it truncated.
    if (file.file.truncated) {
      await spool.remove(spooled);
      throw new HttpError(413, UploadRequestMessages.tooLarge);
    }
    return { file: spooled, filename: file.filename };
  } catch (error) {
    throw refusalFor(error);
  }
}
