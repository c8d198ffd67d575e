import { IDEMPOTENCY_KEY_HEADER } from '@seva/contract';
import fc from 'fast-check';
import { badValues } from './bad-values';
import { takesIdempotencyKey } from './callers';
import type { JsonSchema } from './json-schema';
import { malformedUploads } from './malformed-multipart';
import { API_METHODS, type ApiMethod, methodsAt, type Operation } from './operations';
import { validObject, validValue } from './valid-values';

/** `caller`: the route's own caller's credential (callers.ts): a token, or the provider's signature. */
export type Credentials = 'caller' | 'none' | 'forged';

/** A request that no server may accept: at least one part of it is broken on purpose. */
export interface BadRequest {
  /** What is broken, for the report: `body field`, `query field`, `not JSON`, `method`… */
  kind: string;
  method: ApiMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  credentials: Credentials;
}

type Unauthenticated = Omit<BadRequest, 'credentials'>;

/**
 * Valid bodies where zod says more than the document: updatevendors takes exactly one decision, and
 * blocking needs a reason; the webhook reads its payload only for `payment.captured`. Without it every generated body would be refused for having no decision,
 * and a broken block reason would never be the only fault.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'PUT /api/v1/admin/data/updatevendors': { vendor_id: 1, is_blocked: 1, blocked_reason: 'Fuzz text' },
  // Any other event is acknowledged and ignored (200): only a captured payment has anything to refuse.
  'POST /api/v1/payments/webhook': {
    event: 'payment.captured',
    payload: { order_id: 'order_fuzz', payment_id: 'pay_fuzz', amount: 1, currency: 'INR' },
  },
  // The same for Razorpay's webhook: its payment entity, amount in paise.
  'POST /api/v1/payments/razorpay/webhook': {
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: 'pay_fuzz', order_id: 'order_fuzz', amount: 100, currency: 'INR' } },
    },
  },
};

const BODY_METHODS = new Set<ApiMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Percent-escapes that decode to nothing (or to invalid UTF-8). */
const MALFORMED_ESCAPES = ['%FF', '%', '%zz', '%C3%28', '%E0%A4%A', '%00%FF'];
/** Request bodies JSON.parse refuses. */
const NOT_JSON = [
  '',
  '{',
  '{"a":',
  "{'a':1}",
  '{"a":1}}',
  'undefined',
  'NaN',
  '{"a":1,}',
  '\u0000',
  '[1,]',
  'tru',
];
const NOT_AN_OBJECT = ['[]', '"x"', '1', 'null', 'true', '[{}]', '1e400'];
const UNREADABLE_TYPES = [
  'text/plain',
  'application/xml',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
];
/** Over the 1 MiB body limit, and not JSON either. */
const OVERSIZED = `{"x":"${'a'.repeat(1024 * 1024 + 10)}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

function validBody(operation: Operation): Record<string, unknown> {
  return VALID_BODIES[operation.name] ?? validObject(operation.body ?? {}, operation.name);
}

function validPathValues(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.pathParams.map((p) => [p.name, String(validValue(p.schema, `${operation.name} {${p.name}}`))]),
  );
}

/** `values` are written into the path as they are: the caller encodes them (or breaks the encoding). */
function pathWith(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The other parts of the request, valid: path values, no query (every query field is optional), body. */
function validRest(operation: Operation): Unauthenticated {
  const path = pathWith(operation, validPathValues(operation));
  if (!operation.body) return { kind: '', method: operation.method, url: path, headers: {} };
  return {
    kind: '',
    method: operation.method,
    url: path,
    headers: JSON_HEADERS,
    payload: JSON.stringify(validBody(operation)),
  };
}

/**
 * A value as one path segment. `.` and `..` are escaped too (encodeURIComponent leaves them): sent as they
 * are, they are dot-segments that the URL drops (RFC 3986, 5.2.4), so the request would reach another
 * path instead of carrying the bad value.
 */
function pathSegment(value: string): string {
  return value === '.' || value === '..' ? value.replaceAll('.', '%2E') : encodeURIComponent(value);
}

function brokenPathParam(operation: Operation): fc.Arbitrary<Unauthenticated> | null {
  if (operation.pathParams.length === 0) return null;
  const choices = operation.pathParams.map((param) => {
    const bad = badValues(param.schema, 'path', `${operation.name} {${param.name}}`);
    const encoded = bad ? [bad.map((value) => pathSegment(String(value)))] : [];
    const raw = fc.constantFrom(...MALFORMED_ESCAPES, '1'.repeat(200), 'x'.repeat(101));
    return fc.oneof(...encoded, raw).map((value) => ({
      ...validRest(operation),
      kind: 'path param',
      url: pathWith(operation, { ...validPathValues(operation), [param.name]: value }),
    }));
  });
  return fc.oneof(...choices);
}

function brokenQueryField(operation: Operation): fc.Arbitrary<Unauthenticated> | null {
  const choices = operation.query.flatMap(({ name, schema }) => {
    const bad = badValues(schema, 'query', `${operation.name} ?${name}`);
    if (!bad) return [];
    return [
      bad.map((value) => {
        const rest = validRest(operation);
        return {
          ...rest,
          kind: 'query field',
          url: `${rest.url}?${name}=${encodeURIComponent(String(value))}`,
        };
      }),
    ];
  });
  return choices.length > 0 ? fc.oneof(...choices) : null;
}

function brokenBodyField(operation: Operation): fc.Arbitrary<Unauthenticated> | null {
  const schema = operation.body;
  if (!schema) return null;
  const required = new Set(schema.required ?? []);
  const choices = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const bad = badValues(property, 'body', `${operation.name} body.${name}`);
    const options: fc.Arbitrary<Unauthenticated>[] = [];
    const send = (body: Record<string, unknown>, kind: string): Unauthenticated => ({
      ...validRest(operation),
      kind,
      payload: JSON.stringify(body),
    });
    if (bad) options.push(bad.map((value) => send({ ...validBody(operation), [name]: value }, 'body field')));
    if (required.has(name)) {
      const { [name]: _missing, ...rest } = validBody(operation);
      options.push(fc.constant(send(rest, 'missing field')));
    }
    options.push(...brokenNestedFields(operation, name, property, send));
    return options;
  });
  if (schema.additionalProperties === false) {
    const unknown = fc.constantFrom('is_admin', 'id', '__proto__', 'extra');
    choices.push(
      unknown.map((name) => ({
        ...validRest(operation),
        kind: 'unknown field',
        payload: JSON.stringify({ ...validBody(operation), [name]: 1 }),
      })),
    );
  }
  return choices.length > 0 ? fc.oneof(...choices) : null;
}

/**
 * One field of an object inside the body broken or missing, the rest valid: `kyc_docs.aadhar`,
 * `account_details.ifsc`, the webhook's `payload.amount`.
 */
function brokenNestedFields(
  operation: Operation,
  name: string,
  property: JsonSchema,
  send: (body: Record<string, unknown>, kind: string) => Unauthenticated,
): fc.Arbitrary<Unauthenticated>[] {
  if (property.type !== 'object' || !property.properties) return [];
  const where = `${operation.name} body.${name}`;
  const withNested = (change: (nested: Record<string, unknown>) => Record<string, unknown>) => {
    const body = validBody(operation);
    const nested = (body[name] ?? validObject(property, where)) as Record<string, unknown>;
    return send({ ...body, [name]: change({ ...nested }) }, 'nested field');
  };
  const required = new Set(property.required ?? []);
  return Object.entries(property.properties).flatMap(([sub, schema]) => {
    const options: fc.Arbitrary<Unauthenticated>[] = [];
    const bad = badValues(schema, 'body', `${where}.${sub}`);
    if (bad) options.push(bad.map((value) => withNested((nested) => ({ ...nested, [sub]: value }))));
    if (required.has(sub)) {
      options.push(
        fc.constant(
          withNested(({ [sub]: _missing, ...rest }) => {
            return rest;
          }),
        ),
      );
    }
    return options;
  });
}

/** Bodies that are no JSON object, no JSON at all, of a type the API does not read, or too large. */
function brokenBody(operation: Operation): fc.Arbitrary<Unauthenticated> | null {
  if (!BODY_METHODS.has(operation.method)) return null;
  const rest = validRest(operation);
  const send = (kind: string, payload: string, contentType: string): Unauthenticated => ({
    ...rest,
    kind,
    headers: { 'content-type': contentType },
    payload,
  });
  const notJson = fc.constantFrom(...NOT_JSON).map((text) => send('not JSON', text, 'application/json'));
  const types = operation.multipart
    ? UNREADABLE_TYPES
    : [...UNREADABLE_TYPES, 'multipart/form-data; boundary=x'];
  const unreadable = fc
    .constantFrom(...types)
    .map((type) => send('content type', rest.payload?.toString() ?? 'x', type));
  const oversized = fc.constant(send('too large', OVERSIZED, 'application/json'));
  // A route without a body schema would read any JSON as valid: it only gets bodies no parser takes.
  if (!operation.body) return fc.oneof(notJson, unreadable, oversized);
  const notAnObject = fc
    .constantFrom(...NOT_AN_OBJECT)
    .map((text) => send('not an object', text, 'application/json'));
  return fc.oneof(notJson, notAnObject, unreadable, oversized);
}

function wrongMethod(operation: Operation, operations: Operation[]): fc.Arbitrary<Unauthenticated> | null {
  const path = pathWith(operation, validPathValues(operation));
  const taken = methodsAt(operations, path);
  const others = API_METHODS.filter((method) => !taken.has(method));
  if (others.length === 0) return null;
  return fc.constantFrom(...others).map((method) => ({ kind: 'method', method, url: path, headers: {} }));
}

/**
 * Idempotency-Key values outside 1–255 printable ASCII characters (docs/product/partner-api.md#idempotency),
 * on an otherwise valid request: refused, never ignored (the request would then run and write).
 */
const BAD_IDEMPOTENCY_KEYS = ['', 'k'.repeat(256), 'x'.repeat(4000), 'tab\tinside', 'clé-1', '\u00a0key'];

function brokenIdempotencyKey(operation: Operation): fc.Arbitrary<Unauthenticated> | null {
  if (!takesIdempotencyKey(operation)) return null;
  const rest = validRest(operation);
  return fc.constantFrom(...BAD_IDEMPOTENCY_KEYS).map((key) => ({
    ...rest,
    kind: 'idempotency key',
    headers: { ...rest.headers, [IDEMPOTENCY_KEY_HEADER]: key },
  }));
}

/** URLs no route matches or Fastify cannot decode: a bad escape or a 200-character segment appended. */
function brokenUrl(operation: Operation): fc.Arbitrary<Unauthenticated> {
  const rest = validRest(operation);
  return fc
    .constantFrom(...MALFORMED_ESCAPES.map((e) => `/${e}`), `/${'x'.repeat(200)}`, '/%FF/x', '%')
    .map((suffix) => ({ ...rest, kind: 'url', url: `${rest.url}${suffix}` }));
}

/**
 * Generated bad requests for one operation. Each breaks one thing (a field, the body, the method, the
 * URL, the Idempotency-Key) and keeps the rest valid, so the server must refuse it for that thing, and
 * sometimes comes without the caller's credential or with a forged one.
 */
export function badRequests(operation: Operation, operations: Operation[]): fc.Arbitrary<BadRequest> {
  const kinds: { arbitrary: fc.Arbitrary<Unauthenticated>; weight: number }[] = [];
  const add = (arbitrary: fc.Arbitrary<Unauthenticated> | null, weight: number) => {
    if (arbitrary) kinds.push({ arbitrary, weight });
  };
  add(brokenBodyField(operation), 6);
  add(brokenQueryField(operation), 5);
  add(brokenPathParam(operation), 4);
  add(operation.multipart ? malformedUploads(validRest(operation).url) : null, 8);
  add(brokenBody(operation), 2);
  add(brokenIdempotencyKey(operation), 2);
  add(wrongMethod(operation, operations), 1);
  add(brokenUrl(operation), 1);
  const credentials = fc.oneof(
    { arbitrary: fc.constant<Credentials>('caller'), weight: 17 },
    { arbitrary: fc.constant<Credentials>('none'), weight: 2 },
    { arbitrary: fc.constant<Credentials>('forged'), weight: 1 },
  );
  return fc
    .tuple(fc.oneof(...kinds), credentials)
    .map(([request, who]) => ({ ...request, credentials: who }));
}
