import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken } from '../../test/app-tokens';
import { insertCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { pngImage } from '../../test/test-images';
import { openAppSession } from '../app-sessions/service';

/** docs/product/partner-api.md#tokens: the apps upload their photos through the same route, by the same rules. */
describe(`POST /global/upload/file from the apps (${testDialect})`, () => {
  let t: TestApp;
  const db = () => t.database.handle.db;

  async function upload(token: string | undefined, bytes: Buffer, type = 'image/png') {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
    const response = await fetch(`${t.baseUrl}/api/v1/global/upload/file`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
  }

  const customerToken = async () => {
    const customer = await insertCustomer(db());
    return openAppSession(
      db(),
      {
        kind: 'customer',
        subjectId: customer.customer_id,
        phone: customer.mobile ?? '8400000009',
        ttlMs: 3_600_000,
        now: Date.now(),
      },
      { ip: '127.0.0.1', userAgent: null },
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores an image for a vendor applicant and a customer, recorded with no admin', async () => {
    const vendor = await appToken(t, 'vendor', '8400000001');
    const customer = await customerToken();
    const fromVendor = await upload(vendor, await pngImage(20, 10));
    const fromCustomer = await upload(customer, await pngImage(10, 20));
    for (const answer of [fromVendor, fromCustomer]) {
      expect(answer.status).toBe(201);
      expect(answer.body.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    }
    const rows = await db().selectFrom('uploads').select(['uploaded_by']).execute();
    expect(rows).toEqual([{ uploaded_by: null }, { uploaded_by: null }]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['admin_id'])
      .where('action', '=', 'upload.stored')
      .execute();
    expect(audit).toEqual([{ admin_id: null }, { admin_id: null }]);
  });

  it('keeps the same rules: a file that is not an image is 415 for an app too, and nothing is stored', async () => {
    const vendor = await appToken(t, 'vendor', '8400000002');
    const count = (await db().selectFrom('uploads').select('id').execute()).length;
    const answer = await upload(
      vendor,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(answer.status).toBe(415);
    expect((await db().selectFrom('uploads').select('id').execute()).length).toBe(count);
  });

  it('refuses no token and an unknown token with 401', async () => {
    const image = await pngImage();
    expect((await upload(undefined, image)).status).toBe(401);
    expect((await upload('not-a-token', image)).status).toBe(401);
  });
});
