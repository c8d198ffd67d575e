/**
 * Finishing touches on the generated OpenAPI 3.0 document so partners' tools accept it
 * (`redocly lint` with the recommended rules, `npm run api:check`; docs/product/partner-api.md) and it
 * says what the server answers: a server, a license, an operationId on every operation, no `nullable`
 * without a `type`, null among a nullable enum's values, a list's CSV answer beside its JSON one, and
 * what a path or method the document does not list is answered.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const API_PREFIX = '/api/v1';

type JsonObject = Record<string, unknown>;

interface OpenApiDocumentLike {
  info?: JsonObject;
  servers?: unknown[];
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : '');

/** `getReviewsByVendorId` → `GetReviewsByVendorId`, `getSERVICE_CATEGORIES` → `GetServiceCategories`. */
function pascalWords(segment: string): string {
  const words = segment.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [];
  return words.map((word) => capitalize(word.toLowerCase())).join('');
}

/**
 * The operationId of a route, derived from its method and path alone so it never drifts from the
 * route: `POST /api/v1/vendor/me/bookings/{id}/complete` → `postVendorMeBookingsByIdComplete`.
 */
export function operationIdOf(method: string, path: string): string {
  const relative = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  const words = relative
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param === undefined ? pascalWords(segment) : `By${pascalWords(param)}`;
    });
  return method.toLowerCase() + words.join('');
}

/**
 * zod's `.nullable()` of a union comes out as `{ nullable: true, anyOf: [...] }`, which OpenAPI 3.0
 * does not allow (`nullable` needs a sibling `type`). Each typed branch is made nullable instead (an
 * enum branch also lists null), which accepts the same values.
 */
function moveNullableIntoBranches(schema: JsonObject): void {
  if (schema.nullable !== true || schema.type !== undefined) return;
  const branches = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(branches)) return;
  for (const branch of branches) {
    if (!isObject(branch) || branch.type === undefined) continue;
    branch.nullable = true;
    if (Array.isArray(branch.enum) && !branch.enum.includes(null)) branch.enum.push(null);
  }
  delete schema.nullable;
}

function visitSchemas(value: unknown, visit: (schema: JsonObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitSchemas(item, visit);
  } else if (isObject(value)) {
    visit(value);
    for (const child of Object.values(value)) visitSchemas(child, visit);
  }
}

/**
 * OpenAPI 3.0.3 reads `nullable: true` beside `enum` as allowing null only when the enum lists it
 * (zod's `.enum().nullable()` leaves it out): null is added.
 */
function addNullToNullableEnum(schema: JsonObject): void {
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum.push(null);
  }
}

/**
 * A list that takes `format=csv` (contract `listQuerySchema`) answers every matching row as a CSV
 * download (lib/lists/csv-export.ts, docs/product/cockpit.md#csv-export): its 200 has `text/csv` too.
 */
function documentCsvAnswer(operation: JsonObject): void {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const takesCsv = parameters.some(
    (p) =>
      isObject(p) &&
      p.in === 'query' &&
      p.name === 'format' &&
      isObject(p.schema) &&
      Array.isArray(p.schema.enum) &&
      p.schema.enum.includes('csv'),
  );
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = responses['200'];
  if (!takesCsv || !isObject(ok) || !isObject(ok.content)) return;
  ok.content['text/csv'] = {
    schema: {
      type: 'string',
      description:
        'With format=csv: every matching row (limit and offset ignored), one column per field of the JSON ' +
        'item, a header row first; sent as an attachment named <list>-<YYYY-MM-DD>.csv',
    },
  };
}

const UNLISTED_ANSWERS =
  'Every failure has the body { success: false, message, errors?, request_id }. A path this document ' +
  'does not list answers 404, or 400 when its percent-escapes do not decode, or 414 when one of its ' +
  'segments is longer than 100 characters where a path parameter could stand; a method a path does not ' +
  'list answers 405 with an Allow header naming the methods it takes. Any API call may answer 503 ' +
  '(with Retry-After) while the server sheds load, except the health checks.';

export function finishOpenApiDocument<T extends object>(generated: T): T {
  const document = generated as OpenApiDocumentLike;
  document.servers ??= [{ url: '/', description: 'The server that serves this document' }];
  if (document.info && !document.info.license) {
    document.info.license = { name: 'Proprietary: for Seva partner apps' };
  }
  if (document.info && !String(document.info.description ?? '').includes(UNLISTED_ANSWERS)) {
    document.info.description = [document.info.description, UNLISTED_ANSWERS].filter(Boolean).join('. ');
  }
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operation.operationId ??= operationIdOf(method, path);
      documentCsvAnswer(operation);
      const id = String(operation.operationId);
      const other = seen.get(id);
      if (other) throw new Error(`OpenAPI operationId ${id} is used by ${other} and ${method} ${path}`);
      seen.set(id, `${method} ${path}`);
    }
  }
  visitSchemas(document.paths, moveNullableIntoBranches);
  visitSchemas(document.components, moveNullableIntoBranches);
  visitSchemas(document.paths, addNullToNullableEnum);
  return generated;
}
