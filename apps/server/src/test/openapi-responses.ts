import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { errorResponseSchema } from '@seva/contract';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The response-validation tier: every answer the server tests receive is checked against the checked-in
 * OpenAPI document (simulator/src/api/openapi.json, `npm run api:generate`), its status among the
 * operation's documented ones and its body against the schema documented for its content type. A
 * mismatch is recorded here and fails the test that was running (test/response-checks-setup.ts).
 */

const DOCUMENT_FILE = fileURLToPath(new URL('../../../../simulator/src/api/openapi.json', import.meta.url));

type JsonSchema = Record<string, unknown>;

interface DocumentedResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}

interface DocumentedOperation {
  operationId: string;
  responses: Record<string, DocumentedResponse>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** One answer as the client saw it. */
export interface ObservedResponse {
  method: string;
  /** The request URL as sent: path and query. */
  url: string;
  status: number;
  /** The content-type header, if any. */
  contentType: string | undefined;
  /** The `allow` header, if any. */
  allow?: string | undefined;
  body: Buffer;
}

/**
 * Paths outside the API, which the document does not describe: the web app's pages and files, stored
 * uploads, the live socket, Prometheus metrics, the document's own UI, and the bench's ceiling routes
 * (bench/ceiling/routes.ts, which only the bench's server and their own tests register).
 */
const OUTSIDE_THE_DOCUMENT = [/^\/api\/docs(\/|$)/, /^\/api\/v1\/bench\//];
const isApiPath = (path: string) =>
  path.startsWith('/api/') && !OUTSIDE_THE_DOCUMENT.some((pattern) => pattern.test(path));

const FAILURE = errorResponseSchema.strict();
/** Fastify's maxParamLength (app.ts keeps the default). */
const MAX_PARAM_LENGTH = 100;
const PATH_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

/** Checks observed answers against one OpenAPI document. */
export class ResponseValidator {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();
  private readonly templates: { path: string; pattern: RegExp }[];

  constructor(private readonly document: OpenApiDocument) {
    // A path without parameters first: it wins over a template that would also match it.
    const parameters = (path: string) => path.split('{').length;
    this.templates = Object.keys(document.paths)
      .sort((a, b) => parameters(a) - parameters(b))
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]*')}$`),
      }));
  }

  /**
   * Undefined when the answer is one the document describes (or lies outside it), else what is wrong.
   * `checked` says whether the answer was an API answer, compared with the document.
   */
  check(response: ObservedResponse): { checked: boolean; operation?: string; problem?: string } {
    const path = response.url.split('?')[0] ?? '';
    if (!isApiPath(path)) return { checked: false };
    const method = response.method.toLowerCase() === 'head' ? 'get' : response.method.toLowerCase();
    const where = `${response.method} ${response.url.length > 120 ? `${response.url.slice(0, 120)}…` : response.url} → ${response.status}`;
    // The router chooses per method: a path without parameters when it has the method, else a template
    // that has it (`POST /admin/me/sessions/revoke-others` beside `DELETE /admin/me/sessions/{id}`).
    const matching = this.templates.filter(({ pattern }) => pattern.test(path)).map((t) => t.path);
    const template = matching.find((p) => this.document.paths[p]?.[method]) ?? matching[0];

    // What the document's info.description says of any API call: a URL whose percent-escapes do not
    // decode answers 400 (plugins/errors.ts frameworkErrorHandler), one with an over-long segment may
    // answer 414 (Fastify's router, whatever the path), a path it does not list 404, a method
    // a path does not list 405 with Allow (sendRouteMiss), and any call 503 while load is shed
    // (plugins/load-shedding.ts, which refuses before routing); all in the failure shape.
    const failure = (problem: string | undefined) => ({
      checked: true,
      ...(problem ? { problem: `${where}: ${problem}` } : {}),
    });
    if (response.status === 400 && !decodes(path)) return failure(this.failureProblem(response));
    if (response.status === 414 && path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
      return failure(this.failureProblem(response));
    if (response.status === 503 && (!template || !this.document.paths[template]?.[method]))
      return failure(this.failureProblem(response));
    const item = template === undefined ? undefined : this.document.paths[template];
    if (!item) {
      return failure(response.status === 404 ? this.failureProblem(response) : 'an undocumented path');
    }
    const operation = item[method];
    if (!operation) {
      const allowed = PATH_METHODS.filter((m) => matching.some((p) => this.document.paths[p]?.[m])).map((m) =>
        m.toUpperCase(),
      );
      if (response.status !== 405) return failure(`a method ${template} does not take`);
      if (response.allow !== allowed.join(', '))
        return failure(`Allow is ${response.allow}, the document says ${allowed.join(', ')}`);
      return failure(this.failureProblem(response));
    }

    const name = `${method.toUpperCase()} ${template}`;
    const documented = operation.responses[String(response.status)] ?? operation.responses.default;
    if (!documented) {
      const statuses = Object.keys(operation.responses).join(', ');
      return { checked: true, operation: name, problem: `${where}: ${name} documents ${statuses} only` };
    }
    const problem = this.bodyProblem(response, documented);
    return {
      checked: true,
      operation: name,
      ...(problem ? { problem: `${where} (${name}): ${problem}` } : {}),
    };
  }

  private bodyProblem(response: ObservedResponse, documented: DocumentedResponse): string | undefined {
    const content = documented.content ?? {};
    const hasBody = response.body.length > 0 && response.method.toUpperCase() !== 'HEAD';
    if (Object.keys(content).length === 0) return hasBody ? 'a body where the document has none' : undefined;
    const mediaType = mediaTypeOf(response.contentType);
    const media = mediaType === undefined ? undefined : content[mediaType];
    if (!media)
      return `content type ${response.contentType}, the document has ${Object.keys(content).join(', ')}`;
    if (!media.schema || response.method.toUpperCase() === 'HEAD') return undefined;
    const text = response.body.toString('utf8');
    let value: unknown = text;
    if (mediaType === 'application/json') {
      try {
        value = JSON.parse(text);
      } catch {
        return `a body that is not JSON: ${text.slice(0, 200)}`;
      }
    }
    const validate = this.validatorOf(media.schema);
    if (validate(value)) return undefined;
    const errors = this.ajv.errorsText(validate.errors, { dataVar: 'body' });
    return `${errors.slice(0, 600)} in ${text.slice(0, 300)}`;
  }

  private failureProblem(response: ObservedResponse): string | undefined {
    if (mediaTypeOf(response.contentType) !== 'application/json')
      return `content type ${response.contentType}, not the failure shape`;
    if (response.method.toUpperCase() === 'HEAD') return undefined;
    try {
      if (FAILURE.safeParse(JSON.parse(response.body.toString('utf8'))).success) return undefined;
    } catch {
      // not JSON
    }
    return `not the failure shape: ${response.body.toString('utf8').slice(0, 300)}`;
  }

  private validatorOf(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/** What the tier saw in this process: how many answers it checked, which operations, and what was wrong. */
export const responseChecks = {
  checked: 0,
  operations: new Set<string>(),
  mismatches: [] as string[],
  /** The mismatches recorded since the last call, cleared. */
  take(): string[] {
    return this.mismatches.splice(0);
  },
};

let documentValidator: ResponseValidator | undefined;

/** The validator of the checked-in document, read once per process. */
function checkedInValidator(): ResponseValidator {
  documentValidator ??= new ResponseValidator(
    JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as OpenApiDocument,
  );
  return documentValidator;
}

function record(response: ObservedResponse): void {
  const result = checkedInValidator().check(response);
  if (!result.checked) return;
  responseChecks.checked += 1;
  if (result.operation) responseChecks.operations.add(result.operation);
  if (result.problem) responseChecks.mismatches.push(result.problem);
}

const headerText = (value: number | string | readonly string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/** Observes one answer of the HTTP server as it is written: status, headers and every byte of its body. */
function observe(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  let written: Record<string, unknown> = {};
  const { writeHead, write, end } = response;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) written = { ...(headers as Record<string, unknown>) };
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    const header = (name: string) =>
      headerText(
        (response.getHeader(name) as string | undefined) ??
          (Object.entries(written).find(([key]) => key.toLowerCase() === name)?.[1] as string | undefined),
      );
    record({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      status: response.statusCode,
      contentType: header('content-type'),
      allow: header('allow'),
      body: Buffer.concat(chunks),
    });
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
  } as typeof response.end;
}

/**
 * Checks every answer `app` gives, over HTTP (its server's `request` event, before Fastify sees the
 * request, so failures Fastify answers before routing are seen too) and through `app.inject`.
 */
export function checkResponsesOf(app: FastifyInstance): void {
  (app.server as Server).prependListener('request', observe);
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  // Only the promise form (`app.inject(options)`) is used by the tests; the chain form is left as it is.
  app.inject = ((...args: unknown[]) => {
    const [options] = args;
    if (args.length !== 1 || options === undefined) return inject(...args);
    const sent =
      typeof options === 'string'
        ? { method: 'GET', url: options }
        : (options as { method?: string; url?: string | { pathname?: string }; path?: string });
    const url = typeof sent.url === 'string' ? sent.url : (sent.url?.pathname ?? sent.path ?? '/');
    return (inject(options) as Promise<LightMyRequestResponse>).then((res) => {
      record({
        method: sent.method ?? 'GET',
        url,
        status: res.statusCode,
        contentType: headerText(res.headers['content-type']),
        allow: headerText(res.headers.allow),
        body: res.rawPayload,
      });
      return res;
    });
  }) as typeof app.inject;
}
