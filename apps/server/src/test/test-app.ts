import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SmsSender } from '../adapters/sms/sms-sender';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureAdmin } from '../modules/auth/bootstrap';
import { hashPassword } from '../modules/auth/passwords';
import { type AdminRow, adminRow } from './fixtures/admins';
import { mfaCode, nextMfaCode } from './mfa';
import { checkResponsesOf } from './openapi-responses';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN = {
  name: 'Test Admin',
  email: 'admin@seva.test',
  password: 'Correct-Horse-1',
  phone: '9876543210',
} as const;

/** The password of the members signInAs makes. */
export const MEMBER_PASSWORD = 'Member-Pass-1';
let memberPasswordHash: Promise<string> | undefined;
const memberHash = () => {
  memberPasswordHash ??= hashPassword(MEMBER_PASSWORD);
  return memberPasswordHash;
};

export interface SentSms {
  to: string;
  message: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  baseUrl: string;
  outbox: SentSms[];
  adminId: number;
  /** The 6-digit code of the newest SMS sent to `phone`. */
  latestOtp(phone?: string): string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Signs in over HTTP: the session token; with two-step sign-in on, entering a fresh code (nextMfaCode). */
  login(email?: string, password?: string): Promise<string>;
  /** A new active member of `role` (docs/product/team.md), signed in: their id and token. */
  signInAs(role: string, member?: Partial<AdminRow>): Promise<{ id: number; token: string; email: string }>;
  /**
   * Turns two-step sign-in on for the token's member over HTTP (setup, then enable with a code): the
   * secret, the authenticator app's code at a time, and the recovery codes. The session counts as verified.
   */
  enableMfa(token: string): Promise<MfaDevice>;
  /** Step-up over HTTP: enters a code not used yet in the token's session (POST /admin/me/mfa/verify). */
  stepUp(token: string): Promise<void>;
  close(): Promise<void>;
}

export interface MfaDevice {
  adminId: number;
  secret: string;
  /** The code an authenticator app shows at `at` (default now). */
  code(at?: number): string;
  recoveryCodes: string[];
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  body: any;
}

/**
 * A real server on a random port over a fresh database; tests talk to it over HTTP. `apiRoutes`: more
 * routes under /api/v1, as the bench's server adds its reference routes (bench/ceiling/). `sms`: another
 * SMS sender than the one that records into `outbox` (the SMS gateway tests' http sender).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'apiRoutes' | 'sms'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-data-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // A busy test machine lags for reasons of its own: shedding would fail unrelated tests with 503.
      // The load-shedding tests set their thresholds themselves.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    }),
    databaseUrl: database.url,
  };
  const admin = await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
  const outbox: SentSms[] = [];
  const sms: SmsSender = {
    async send(to, message) {
      outbox.push({ to, message });
      return { providerMessageId: `test-sms-${outbox.length}` };
    },
  };
  const app = await buildApp({ config, database: database.handle, ...options, sms: options.sms ?? sms });
  // Every answer of this app is checked against the OpenAPI document (test/openapi-responses.ts).
  checkResponsesOf(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      headers: response.headers,
      body: withoutRequestId(body, response.headers),
    };
  }

  return {
    app,
    database,
    baseUrl,
    outbox,
    adminId: admin.id,
    request,
    latestOtp(phone = TEST_ADMIN.phone) {
      const sms = outbox.filter((m) => m.to === phone).at(-1);
      const code = sms?.message.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
    async login(email = TEST_ADMIN.email, password = TEST_ADMIN.password) {
      const res = await request('POST', '/api/v1/admin/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      if (res.body.mfa_required !== true) return res.body.token as string;
      const admin = await database.handle.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirstOrThrow();
      const code = await nextMfaCode(database.handle.db, admin.id);
      const second = await request('POST', '/api/v1/admin/login/mfa', {
        body: { mfa_token: res.body.mfa_token, code },
      });
      if (second.status !== 200)
        throw new Error(`two-step sign-in failed: ${second.status} ${JSON.stringify(second.body)}`);
      return second.body.token as string;
    },
    async enableMfa(token) {
      const me = await request('GET', '/api/v1/admin/me', { token });
      const setup = await request('POST', '/api/v1/admin/me/mfa/setup', { token });
      if (setup.status !== 200)
        throw new Error(`mfa setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
      const secret = setup.body.data.secret as string;
      const enabled = await request('POST', '/api/v1/admin/me/mfa/enable', {
        token,
        body: { code: mfaCode(secret) },
      });
      if (enabled.status !== 200)
        throw new Error(`mfa enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
      return {
        adminId: me.body.data.id as number,
        secret,
        code: (at?: number) => mfaCode(secret, at),
        recoveryCodes: enabled.body.data.recovery_codes as string[],
      };
    },
    async stepUp(token) {
      const me = await request('GET', '/api/v1/admin/me', { token });
      const code = await nextMfaCode(database.handle.db, me.body.data.id);
      const res = await request('POST', '/api/v1/admin/me/mfa/verify', { token, body: { code } });
      if (res.status !== 200) throw new Error(`step-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    },
    async signInAs(role, member = {}) {
      const row = adminRow({
        role,
        status: 'active',
        ...member,
        password_hash: await memberHash(),
      });
      const { id } = await database.handle.db
        .insertInto('admins')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await request('POST', '/api/v1/admin/login', {
        body: { email: row.email, password: MEMBER_PASSWORD },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id, token: res.body.token as string, email: row.email };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every failure body names its request in `request_id`, the id of the x-request-id header
 * (plugins/errors.ts). Checked here for every failure of every test, then left out of the body, so that
 * tests compare the failure itself: `{ success: false, message }`.
 */
function withoutRequestId(body: unknown, headers: Headers): unknown {
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== false)
    return body;
  const { request_id: requestId, ...failure } = body as { request_id?: unknown };
  if (typeof requestId !== 'string' || requestId !== headers.get('x-request-id')) {
    throw new Error(`failure without the request id of x-request-id: ${JSON.stringify(body)}`);
  }
  return failure;
}
