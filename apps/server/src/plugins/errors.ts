import type { FieldIssue } from '@seva/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timed out',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  429: 'Too many requests. Please slow down.',
};

function describeFastifyError(error: FastifyError): { status: number; message: string } {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body must not be empty' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_BODY_PARSE':
      return { status: 400, message: 'Request body is not valid JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type; send application/json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    default:
      return { status, message: status < 500 ? (CLIENT_ERROR_TEXT[status] ?? error.message) : '' };
  }
}

/** One place that decides what a failure looks like on the wire: `{ success: false, message, errors? }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldIssue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request',
        message: v.message ?? 'is invalid',
      }));
      // Our own sentences (refinements, messages naming their field) read well alone; zod's generic
      // ones ("Invalid input: expected string") need the field in front.
      const message = error.validation.map((v, i) => {
        const { path, message: text } = errors[i]!;
        // fastify-type-provider-zod puts the zod issue code in `keyword` (params omit it).
        const ownSentence = v.keyword === 'custom' || text.includes(path);
        return ownSentence ? text : `${path}: ${text}`;
      });
      return reply.status(400).send({ success: false, message: message.join('; '), errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const { status, message } = describeFastifyError(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, message: 'Internal server error' });
    }
    return reply.status(status).send({ success: false, message });
  });
});
