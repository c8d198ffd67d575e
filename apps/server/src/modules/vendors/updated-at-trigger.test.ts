import type { Vendor } from '@seva/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe(`a vendor changed outside the vendor service (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let vendorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const vendor = await insertVendor(t.database.handle.db, {
      vendor_name: 'Trigger Rao',
      is_approved: 1,
      approved_by: t.adminId,
      approved_date: new Date().toISOString(),
    });
    vendorId = vendor.vendor_id;
  });
  afterAll(() => t.close());

  const listedName = async () => {
    const res = await t.request('GET', '/api/v1/admin/data/getvendors_approve?limit=50', { token });
    expect(res.status).toBe(200);
    return (res.body.data as Vendor[]).find((d) => d.vendor_id === vendorId)?.vendor_name;
  };
  const updatedAt = async () =>
    (
      await t.database.handle.db
        .selectFrom('vendors')
        .select('updated_at')
        .where('vendor_id', '=', vendorId)
        .executeTakeFirstOrThrow()
    ).updated_at;

  it('shows in the next Vendor List page, each of several changes in quick succession', async () => {
    const db = t.database.handle.db;
    expect(await listedName()).toBe('Trigger Rao');
    // The page above put the vendor in the JSON cache; plain SQL does not touch updated_at.
    await sql`update vendors set vendor_name = 'Trigger Reddy' where vendor_id = ${vendorId}`.execute(db);
    expect(await listedName()).toBe('Trigger Reddy');
    await sql`update vendors set vendor_name = 'Trigger Rane' where vendor_id = ${vendorId}`.execute(db);
    await sql`update vendors set vendor_name = 'Trigger Roy' where vendor_id = ${vendorId}`.execute(db);
    expect(await listedName()).toBe('Trigger Roy');
  });

  it('gets a strictly later ISO-8601 UTC stamp on every update, within one millisecond too', async () => {
    const db = t.database.handle.db;
    const future = new Date(Date.now() + 60_000).toISOString();
    await db.updateTable('vendors').set({ updated_at: future }).where('vendor_id', '=', vendorId).execute();
    const stamps = [await updatedAt()];
    for (let i = 0; i < 3; i++) {
      await sql`update vendors set pincode = ${`41100${i}`} where vendor_id = ${vendorId}`.execute(db);
      stamps.push(await updatedAt());
    }
    expect(stamps[0]).toBe(future);
    for (const stamp of stamps) expect(stamp).toMatch(ISO_MS);
    // The clock is a minute behind the stored stamp, so each one is the previous plus a millisecond.
    expect(stamps.map((s) => Date.parse(s) - Date.parse(future))).toEqual([0, 1, 2, 3]);
  });

  it('keeps the stamp an update sets itself', async () => {
    const db = t.database.handle.db;
    const chosen = new Date(Date.now() + 120_000).toISOString();
    const row = await db
      .updateTable('vendors')
      .set({ vendor_name: 'Trigger Rao', updated_at: chosen })
      .where('vendor_id', '=', vendorId)
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(chosen);
    expect(await updatedAt()).toBe(chosen);
    expect(await listedName()).toBe('Trigger Rao');
  });
});
