import { randomInt } from 'node:crypto';
import { AuthMessages } from '@seva/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialect } from '../test/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 3;

describe(`per-IP rate limits across processes (${testDialect})`, () => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  async function twoProcesses(env: Record<string, string>): Promise<TestApp[]> {
    const settings = { AUTH_IP_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true', ...env };
    apps = [await createTestApp(settings), await createTestApp(settings)];
    return apps;
  }

  const settingsWith = (prefix: string) => ({
    AUTH_IP_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: 'true',
    REDIS_URL,
    REDIS_PREFIX: `test-${randomInt(1e9)}-${prefix}`,
  });

  /** A sign-in attempt from `ip` (behind the trusted proxy), each for a new email so no lockout applies. */
  const attempt = (app: TestApp, ip: string) =>
    app.request('POST', '/api/v1/admin/login', {
      body: { email: `nobody${randomInt(1e9)}@seva.local`, password: 'wrong-password-1' },
      headers: { 'x-forwarded-for': ip },
    });
  // Unique per run: Redis keeps a window's count for its minute, whatever ran before.
  const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  it('with REDIS_URL, the processes share one count per IP', async () => {
    const [a, b] = await twoProcesses({ REDIS_URL });
    const ip = freshIp();
    const statuses = [];
    for (const app of [a!, b!, a!]) statuses.push((await attempt(app, ip)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await attempt(b!, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AuthMessages.tooManyAttempts);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another IP has its own count.
    expect((await attempt(b!, freshIp())).status).toBe(401);
  });

  it('deployments with their own REDIS_PREFIX count apart on one Redis', async () => {
    const [a, b] = [await createTestApp(settingsWith('one:')), await createTestApp(settingsWith('two:'))];
    apps = [a, b];
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await attempt(a, ip)).status).toBe(401);
    expect((await attempt(a, ip)).status).toBe(429);
    expect((await attempt(b, ip)).status).toBe(401);
  });

  it('without REDIS_URL, each process counts alone', async () => {
    const [a, b] = await twoProcesses({});
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await attempt(a!, ip)).status).toBe(401);
    expect((await attempt(a!, ip)).status).toBe(429);
    expect((await attempt(b!, ip)).status).toBe(401);
  });
});
