import type { JsonSchema } from './json-schema';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

function apiMethod(raw: string): ApiMethod {
  const method = API_METHODS.find((m) => m === raw.toUpperCase());
  if (!method) throw new Error(`the fuzz suite does not know the method ${raw}`);
  return method;
}

/** One route of the OpenAPI document, with the JSON Schemas of what a request may carry. */
export interface Operation {
  /** `POST /api/v1/admin/login`: the route's name in reports. */
  name: string;
  method: ApiMethod;
  /** The path template, `{param}` for parameters. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The application/json body, when the route takes one. */
  body?: JsonSchema;
  /** multipart/form-data (the upload route), described by the route's summary, not by a schema. */
  multipart: boolean;
  /** The document's tags: `vendor app`, `customer app`, `payment provider` name the partner API's callers. */
  tags: string[];
  /** Whether the document asks for a bearer token (a `security` requirement); sign-in routes ask none. */
  secured: boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: apiMethod(method),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(({ name, schema }) => ({ name, schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map(({ name, schema, required }) => ({ name, schema, required: required ?? false })),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || /multipart/i.test(operation.summary ?? ''),
        tags: operation.tags ?? [],
        secured: (operation.security ?? []).length > 0,
      };
    }),
  );
}

const templateRegex = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The methods some operation takes at a concrete path. */
export function methodsAt(operations: Operation[], concretePath: string): Set<ApiMethod> {
  return new Set(operations.filter((o) => templateRegex(o.path).test(concretePath)).map((o) => o.method));
}
