import type { ErrorResponse, FieldIssue } from '@seva/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { REQUEST_ID_HEADER } from './request-id';
import { setSecurityHeaders } from './security';

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timed out',
  413: 'Request body is too large',
  414: 'URI too long',
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
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'The URL is not valid: a percent-escape does not decode' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: 'A path parameter is too long' };
    default:
      return { status, message: status < 500 ? (CLIENT_ERROR_TEXT[status] ?? error.message) : '' };
  }
}

/** Every failure body: `{ success: false, message, errors?, request_id }` (README "API conventions"). */
export function failureBody(request: FastifyRequest, message: string, errors?: FieldIssue[]): ErrorResponse {
  return { success: false, message, ...(errors ? { errors } : {}), request_id: request.id };
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
      return reply.status(400).send(failureBody(request, message.join('; '), errors));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(failureBody(request, error.message, error.errors));
    }
    const { status, message } = describeFastifyError(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(failureBody(request, 'Internal server error'));
    }
    return reply.status(status).send(failureBody(request, message));
  });
});

/**
 * Fastify's `frameworkErrors` option: the failures it answers before routing (a URL whose
 * percent-escapes do not decode, a path parameter over maxParamLength). No hook runs for them, so the
 * security headers and the request id are set here, and the body is the same failure shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  setSecurityHeaders(request.raw, reply.raw, () => {
    const { status, message } = describeFastifyError(error);
    // Fastify logs no 'request completed' line for these: this one says how the request ended.
    if (status >= 500) request.log.error({ err: error }, 'framework error');
    else
      request.log.info({ res: { statusCode: status }, code: error.code }, 'request refused before routing');
    reply
      .header(REQUEST_ID_HEADER, request.id)
      .status(status)
      .send(failureBody(request, status >= 500 ? 'Internal server error' : message));
  });
}

const ROUTABLE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The answer to a request no route answered: 405 with `Allow` when the path exists for other methods
 * (Fastify itself answers 404 then), else 404 (a path no route has, or a file a route looked for and did
 * not find: a missing upload); both in the failure shape. Called by the one not-found handler
 * (plugins/static-files.ts), which first serves the web app's client-side routes.
 */
export function sendRouteMiss(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // A segment over maxParamLength makes the router answer 414 for any method with a parameter there,
  // matching or not: a short stand-in asks whether a route really has this path.
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  const url = path
    .split('/')
    .map((segment) => (segment.length > maxParamLength ? '1' : segment))
    .join('/');
  const allowed = ROUTABLE_METHODS.filter((method) => app.findRoute({ method, url }) !== null);
  // HEAD is answered by the GET route (Fastify's exposeHeadRoutes).
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (allowed.some((m) => m === method)) {
    return reply.status(404).send(failureBody(request, `${path} not found`));
  }
  if (allowed.length > 0) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(
        failureBody(request, `Method ${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`),
      );
  }
  return reply.status(404).send(failureBody(request, `Route ${request.method} ${path} not found`));
}
