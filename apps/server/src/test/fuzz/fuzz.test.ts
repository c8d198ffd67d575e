import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AuthMessages, PaymentWebhookMessages, WITHOUT_CONTROL_CHARACTERS } from '@seva/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../app-tokens';
import {
  insertBooking,
  insertCategory,
  insertChatRoom,
  insertChatVendor,
  insertCustomer,
  insertPlan,
  insertSubService,
} from '../factories';
import { rowCounts } from '../row-counts';
import { createTestApp, type TestApp } from '../test-app';
import { testDialect } from '../test-database';
import { type BadRequest, badRequests } from './bad-requests';
import { type Caller, callerOf, isPartnerRoute, signatureHeaders } from './callers';
import { type JsonSchema, patternsOf, unsupported } from './json-schema';
import { type OpenApiDocument, type Operation, operationsOf } from './operations';
import { withUndocumentedSchemas } from './undocumented-schemas';

/** Generated bad requests per route; FUZZ_RUNS=1000 digs deeper. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 110);
const UPLOAD_ROUTE = 'POST /api/v1/global/upload/file';
const WEBHOOK_SECRET = 'fuzz-webhook-secret-0123456789';

/** The partner API's routes (docs/product/partner-api.md) and who calls each: all of them are fuzzed as that caller. */
const PARTNER_ROUTES: Record<string, Caller> = {
  'POST /api/v1/vendor/login/requestOtp': 'vendor',
  'POST /api/v1/vendor/login/verifyOtp': 'vendor',
  'POST /api/v1/vendor/logout': 'vendor',
  'PUT /api/v1/vendor/me/application': 'vendor',
  'GET /api/v1/vendor/me': 'vendor',
  'POST /api/v1/vendor/me/subscription/orders': 'vendor',
  'GET /api/v1/vendor/me/bookings': 'vendor',
  'POST /api/v1/vendor/me/bookings/{id}/complete': 'vendor',
  'POST /api/v1/vendor/me/complaints': 'vendor',
  'GET /api/v1/vendor/me/invoices': 'vendor',
  'GET /api/v1/vendor/me/invoices/{id}/pdf': 'vendor',
  'GET /api/v1/vendor/me/earnings': 'vendor',
  'POST /api/v1/customer/login/requestOtp': 'customer',
  'POST /api/v1/customer/login/verifyOtp': 'customer',
  'POST /api/v1/customer/logout': 'customer',
  'GET /api/v1/customer/me': 'customer',
  'PUT /api/v1/customer/me': 'customer',
  'GET /api/v1/customer/me/slots': 'customer',
  'POST /api/v1/customer/me/bookings': 'customer',
  'GET /api/v1/customer/me/bookings': 'customer',
  'POST /api/v1/customer/me/bookings/{id}/cancel': 'customer',
  'POST /api/v1/customer/me/bookings/{id}/reschedule': 'customer',
  'GET /api/v1/customer/me/payments': 'customer',
  'POST /api/v1/customer/me/bookings/{id}/orders': 'customer',
  'POST /api/v1/customer/me/bookings/{id}/review': 'customer',
  'POST /api/v1/customer/me/complaints': 'customer',
  'POST /api/v1/payments/webhook': 'payment provider',
  'POST /api/v1/payments/razorpay/webhook': 'payment provider',
  // Uploads take admin, vendor and customer tokens alike; the fuzz sends a vendor's.
  'POST /api/v1/global/upload/file': 'vendor',
};

interface Figures {
  route: string;
  requests: number;
  withoutToken: number;
  statuses: Record<number, number>;
  kinds: Record<string, number>;
}

/**
 * Property-based fuzzing of every route of the OpenAPI document (issue 11): for each, RUNS generated
 * requests that are bad on purpose (a broken field, body, content type, method or URL, malformed
 * multipart, an Idempotency-Key), mostly with the route's caller's credential (callers.ts: an admin, vendor
 * or customer token, or the payment provider's signature), some without. No answer may be a 5xx; every one is a 4xx in
 * the failure shape with the security headers and the request id; and nothing is written.
 * FUZZ_REPORT=1 prints what was sent and answered per route; FUZZ_SEED replays a run.
 */
describe(`fuzzing every route with bad requests (${testDialect})`, () => {
  let t: TestApp;
  /** A token per caller: the admin, vendor row 1 (approved) and customer row 1, who owns booking 1. */
  const tokens: Partial<Record<Caller, string>> = {};
  let operations: Operation[];
  const figures: Figures[] = [];

  beforeAll(async () => {
    // Sign-in routes are rate-limited per IP; the fuzz must reach their validation, not the limit.
    t = await createTestApp({
      AUTH_IP_RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    tokens.admin = await t.login();
    // Step-up (a KYC reveal, team changes) is on for this session, so their bad requests reach validation.
    await t.enableMfa(tokens.admin);
    const db = t.database.handle.db;
    // Row 1 of the tables that valid ids point at, so a request with one broken field is refused for it.
    const category = await insertCategory(db);
    const vendor = await insertChatVendor(db, { service_cat_id: category.service_cat_id });
    const customer = await insertCustomer(db);
    await insertBooking(db, customer, category);
    await insertSubService(db, category);
    await insertPlan(db);
    await insertChatRoom(db, vendor.vendor_id, t.adminId);
    tokens.vendor = await appToken(t, 'vendor', vendor.vendor_mobile);
    tokens.customer = await appToken(t, 'customer', customer.mobile ?? '');
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    operations = withUndocumentedSchemas(operationsOf(document));
  });
  afterAll(async () => {
    if (process.env.FUZZ_REPORT === '1') {
      console.table(
        figures.map(({ route, requests, withoutToken, statuses, kinds }) => ({
          route,
          requests,
          'without token': withoutToken,
          statuses: Object.entries(statuses)
            .map(([status, n]) => `${status}×${n}`)
            .join(' '),
          kinds: Object.keys(kinds).length,
        })),
      );
      const total = figures.reduce((sum, f) => sum + f.requests, 0);
      console.log(`${testDialect}: ${figures.length} routes, ${total} requests`);
    }
    await t?.close();
  });

  it('reads every request part of the document, and every request text refuses control characters', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((o) => o.multipart).map((o) => o.name)).toEqual([UPLOAD_ROUTE]);
    const problems: string[] = [];
    const visit = (schema: JsonSchema, where: string) => {
      const problem = unsupported(schema, where);
      if (problem) problems.push(problem);
      // safeText() (packages/contract/src/safe-text.ts) shows as this pattern; enums need none.
      const isText = schema.type === 'string' && !schema.enum;
      if (isText && !patternsOf(schema).some((p) => p.source === WITHOUT_CONTROL_CHARACTERS.source)) {
        problems.push(`${where}: a request string not built with safeText()`);
      }
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        visit(property, `${where}.${name}`);
      for (const option of schema.anyOf ?? []) visit(option, where);
      // allOf parts are the several patterns of one string, checked together above.
      for (const part of schema.allOf ?? []) {
        const partProblem = unsupported(part, where);
        if (partProblem) problems.push(partProblem);
      }
      if (schema.items) visit(schema.items, `${where}[]`);
    };
    for (const operation of operations) {
      for (const p of [...operation.pathParams, ...operation.query])
        visit(p.schema, `${operation.name} ${p.name}`);
      if (operation.body) visit(operation.body, `${operation.name} body`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every partner API route, each for its own caller (docs/product/partner-api.md)', () => {
    const listed = Object.fromEntries(
      operations.filter(isPartnerRoute).map((operation) => [operation.name, callerOf(operation)]),
    );
    expect(listed).toEqual(PARTNER_ROUTES);
  });

  it(`answers ${RUNS} bad requests per route with a 4xx in the failure shape, and writes nothing`, async () => {
    const failures: string[] = [];
    const uploadsDir = join(t.app.config.dataDir, 'uploads');
    for (const operation of operations) {
      const seen: Figures = { route: operation.name, requests: 0, withoutToken: 0, statuses: {}, kinds: {} };
      figures.push(seen);
      const rowsBefore = await rowCounts(t.database.handle.db);
      const filesBefore = readdirSync(uploadsDir).length;
      const details = await fc.check(
        fc.asyncProperty(badRequests(operation, operations), async (request) => {
          const response = await send(request, callerOf(operation));
          seen.requests += 1;
          if (request.credentials !== 'caller') seen.withoutToken += 1;
          seen.statuses[response.statusCode] = (seen.statuses[response.statusCode] ?? 0) + 1;
          seen.kinds[request.kind] = (seen.kinds[request.kind] ?? 0) + 1;
          expectRefusal(response);
          if (request.credentials === 'caller' && isPartnerRoute(operation))
            expectPastAuthentication(response);
        }),
        {
          numRuns: RUNS,
          ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
          // Shrinking re-sends many requests; the first counterexample says enough.
          endOnFailure: true,
        },
      );
      if (details.failed) failures.push(`${operation.name}: ${fc.defaultReportMessage(details)}`);
      const rowsAfter = await rowCounts(t.database.handle.db);
      if (JSON.stringify(rowsAfter) !== JSON.stringify(rowsBefore)) {
        failures.push(
          `${operation.name} wrote rows: ${JSON.stringify(changedCounts(rowsBefore, rowsAfter))}`,
        );
      }
      if (readdirSync(uploadsDir).length !== filesBefore) failures.push(`${operation.name} stored a file`);
    }
    expect(failures).toEqual([]);
    for (const f of figures) expect(f.requests, f.route).toBeGreaterThanOrEqual(Math.min(RUNS, 100));
  }, 300_000);

  function send(request: BadRequest, caller: Caller) {
    const headers = { ...request.headers };
    if (caller === 'payment provider') {
      if (request.credentials === 'caller')
        Object.assign(headers, signatureHeaders(WEBHOOK_SECRET, request.payload));
      if (request.credentials === 'forged')
        Object.assign(headers, signatureHeaders('forged-secret', request.payload));
    } else {
      if (request.credentials === 'caller') headers.authorization = `Bearer ${tokens[caller]}`;
      if (request.credentials === 'forged') headers.authorization = 'Bearer forged-token';
    }
    return t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      payload: request.payload,
    });
  }
});

function expectRefusal(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): void {
  const status = response.statusCode;
  if (status < 400 || status >= 500) throw new Error(`answered ${status}: ${response.body.slice(0, 300)}`);
  const body: unknown = JSON.parse(response.body);
  const requestId = response.headers['x-request-id'];
  expect(body).toMatchObject({ success: false, message: expect.any(String), request_id: requestId });
  expect(typeof requestId).toBe('string');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
}

/** The route's own caller is never refused as unauthenticated: the fuzz reached what it broke. */
function expectPastAuthentication(response: { statusCode: number; body: string }): void {
  if (response.statusCode !== 401) return;
  const { message } = JSON.parse(response.body) as { message: string };
  const unauthenticated: string[] = [
    AuthMessages.noToken,
    AuthMessages.invalidToken,
    PaymentWebhookMessages.badSignature,
  ];
  if (unauthenticated.includes(message)) throw new Error(`refused its own caller: 401 ${message}`);
}

function changedCounts(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((table) => before[table] !== after[table])
      .map((table) => [table, `${before[table]} → ${after[table]}`]),
  );
}
