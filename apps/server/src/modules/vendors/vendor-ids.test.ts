import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendorsInEveryState } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { listVendorIds } from './repository';
import type { VendorFilter } from './vendor-filter';

describe(`an unpaged list's ids read by ranges of ids (${testDialect})`, () => {
  let t: TestApp;
  const now = new Date().toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    await insertVendorsInEveryState(t.database.handle.db, t.adminId);
  });
  afterAll(() => t.close());

  type Sort = 'vendor_id' | '-vendor_id' | undefined;
  const ids = (filter: VendorFilter, sort: Sort, range?: number) =>
    listVendorIds(t.database.handle.db, testDialect, filter, { sort }, now, range);
  // With an offset, one statement reads them all.
  const atOnce = (filter: VendorFilter, sort: Sort) =>
    listVendorIds(t.database.handle.db, testDialect, filter, { sort, offset: 0 }, now);

  it.each([
    ['every vendor', {}],
    ['approved, unblocked', { state: 'approved', isBlocked: 0 }],
    ['a view', { view: 'unsubscribed' }],
  ] as [string, VendorFilter][])(
    'are the same ids in the same order, range by range: %s',
    async (_, filter) => {
      for (const sort of [undefined, 'vendor_id', '-vendor_id'] as const) {
        const whole = await atOnce(filter, sort);
        expect(whole.length).toBeGreaterThan(1);
        for (const range of [1, 2, 3, whole.length, undefined])
          expect(await ids(filter, sort, range)).toEqual(whole);
      }
    },
  );
});
