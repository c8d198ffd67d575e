import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { refuseInserts } from '../../test/refuse-inserts';
import { rowCount } from '../../test/row-counts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { pngImage } from '../../test/test-images';

/**
 * A change and its audit row commit together or not at all: with the audit row refused, the change is
 * not there either; once allowed, both are.
 */
describe(`audited writes are atomic: sign-in and uploads (${testDialect})`, () => {
  let t: TestApp;
  const db = () => t.database.handle.db;
  const countOf = (table: keyof Database & string) => rowCount(db(), table);
  const audited = async (action: string) =>
    Number(
      (
        await db()
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Counts of `table` and of `action`'s audit rows after `write`, once with the audit row refused, then allowed. */
  async function withAndWithoutAudit(
    table: keyof Database & string,
    action: string,
    write: () => Promise<number>,
  ) {
    const before = [await countOf(table), await audited(action)];
    const allow = await refuseInserts(db(), 'audit_log', 'action', action);
    let refusedStatus: number;
    try {
      refusedStatus = await write();
    } finally {
      await allow();
    }
    const afterRefused = [await countOf(table), await audited(action)];
    const allowedStatus = await write();
    const afterAllowed = [await countOf(table), await audited(action)];
    return { before, refusedStatus, afterRefused, allowedStatus, afterAllowed };
  }

  it('signs in with its session and its audit row together, or not at all', async () => {
    const signIn = async () =>
      (
        await t.request('POST', '/api/v1/admin/login', {
          body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        })
      ).status;
    const run = await withAndWithoutAudit('admin_sessions', 'auth.login', signIn);
    expect(run.refusedStatus).toBe(500);
    expect(run.afterRefused).toEqual(run.before);
    expect(run.allowedStatus).toBe(200);
    expect(run.afterAllowed).toEqual([run.before[0]! + 1, run.before[1]! + 1]);
  });

  it('records an upload with its audit row together, or not at all', async () => {
    const token = await t.login();
    const bytes = await pngImage(31, 17);
    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'atomic.png');
      const response = await fetch(`${t.baseUrl}/api/v1/global/upload/file`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      return response.status;
    };
    const run = await withAndWithoutAudit('uploads', 'upload.stored', upload);
    expect(run.refusedStatus).toBe(500);
    expect(run.afterRefused).toEqual(run.before);
    // The image is new to the uploads table: the refused attempt recorded nothing.
    expect(run.allowedStatus).toBe(201);
    expect(run.afterAllowed).toEqual([run.before[0]! + 1, run.before[1]! + 1]);
  });
});
