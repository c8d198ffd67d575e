import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE as OUTBOX_FILE } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { ensureAdmin } from './modules/auth/bootstrap';
import { checkResponsesOf } from './test/openapi-responses';
import { TEST_ADMIN } from './test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from './test/test-database';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; req?: { url?: string } };

/** A pino destination that keeps every line. */
function captureLog() {
  const raw: string[] = [];
  return {
    destination: { write: (line: string) => void raw.push(line) },
    text: () => raw.join(''),
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
  };
}

describe('the logger redacts', () => {
  it('secrets and personal data under their usual names, and PostgreSQL’s error detail', () => {
    const log = captureLog();
    const logger = createLogger('info', log.destination);
    logger.info({ phone: '9123456780', body: { password: 'Secret-Pass-1', otp: '123456', email: 'a@b.in' } });
    logger.info({ vendor: { aadhar: '123412341234', pan: 'ABCDE1234F', accountNumber: '000111222333' } });
    const err = Object.assign(new Error('duplicate key'), {
      detail: 'Key (email)=(someone@example.in) exists.',
    });
    logger.error({ err }, 'unhandled error');
    for (const secret of [
      '9123456780',
      'Secret-Pass-1',
      '123456',
      'a@b.in',
      '123412341234',
      'ABCDE1234F',
      '000111222333',
      'someone@example.in',
    ]) {
      expect(log.text()).not.toContain(secret);
    }
    expect(log.text()).toContain('duplicate key');
  });
});

describe(`log lines of requests (${testDialect})`, () => {
  const log = captureLog();
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-logging-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    // The outbox path is a directory: the console SMS logs its message, then fails to append it, so
    // the failure's log line is exercised too.
    mkdirSync(join(dataDir, OUTBOX_FILE));
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
      databaseUrl: database.url,
    };
    app = await buildApp({
      config,
      database: database.handle,
      logger: createLogger('info', log.destination),
    });
    checkResponsesOf(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('hold no password, token, phone number or search term', async () => {
    const login = await call('POST', '/api/v1/admin/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    const searchedPhone = '9123456780';
    const list = await call(
      'GET',
      `/api/v1/admin/data/getvendors_approve?q=${searchedPhone}&limit=5`,
      undefined,
      token,
    );
    expect(list.status).toBe(200);

    const forgot = await call('POST', '/api/v1/admin/login/forgetPassword', { phone: TEST_ADMIN.phone });
    expect(forgot.status).toBe(200);
    // The dev console provider prints the code (README), but not the whole phone number.
    const smsLine = log.lines().find((line) => line.msg === 'SMS (console provider, not sent)');
    expect(smsLine?.sms).toMatchObject({ to: `XXXXXX${TEST_ADMIN.phone.slice(-4)}` });
    const code = /\b(\d{6})\b/.exec(JSON.stringify(smsLine?.sms))?.[1];
    const verified = await call('POST', '/api/v1/admin/login/verifyOtp', {
      phone: TEST_ADMIN.phone,
      otp: code,
    });
    expect(verified.status).toBe(200);

    const text = log.text();
    for (const secret of [
      TEST_ADMIN.password,
      token,
      String(verified.body.token),
      searchedPhone,
      TEST_ADMIN.phone,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('getvendors_approve?q=[redacted]&limit=5');
  });

  it('each carry the id of their request, the SMS a request sends and its failure included', () => {
    // The lines of the requests above (not the server's own: listening, the daily jobs' run at start).
    const lines = log.lines();
    const duringRequests = lines.filter(
      (line) => !line.msg?.startsWith('Server listening at') && line.msg !== 'daily job done',
    );
    expect(duringRequests.length).toBeGreaterThan(8);
    expect(duringRequests.filter((line) => typeof line.reqId !== 'string')).toEqual([]);

    const forget = lines.find((line) => line.req?.url === '/api/v1/admin/login/forgetPassword')?.reqId;
    expect(forget).toBeDefined();
    expect(lines.find((line) => line.msg === 'SMS (console provider, not sent)')?.reqId).toBe(forget);
    expect(lines.find((line) => line.msg === 'could not send the password reset SMS')?.reqId).toBe(forget);
  });
});
