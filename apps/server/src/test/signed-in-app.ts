import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app and its admin's token, built before the file's tests and closed after them; the fields are
 * set once beforeAll has run. `env` as createTestApp's.
 */
export function signedInApp(env: Record<string, string> = {}): { t: TestApp; token: string } {
  const app = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    app.t = await createTestApp(env);
    app.token = await app.t.login();
  });
  afterAll(() => app.t?.close());
  return app;
}
