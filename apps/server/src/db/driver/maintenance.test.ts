import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { settleAfterBulkLoad } from './maintenance';
import { matchesText } from './search';

describe(`settleAfterBulkLoad on ${testDialect}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const search = (term: string) =>
    t.handle.db
      .selectFrom('vendors')
      .select('vendor_name')
      .where(matchesText(t.handle.dialect, 'vendors', ['vendor_name'], term))
      .orderBy('vendor_id')
      .execute();

  it('leaves every search answering as before, for rows loaded before and after it', async () => {
    for (let i = 0; i < 30; i++) await insertVendor(t.handle.db, { vendor_name: `Bulk Sharma ${i}` });
    const before = await search('sharma');

    await settleAfterBulkLoad(t.handle);
    await insertVendor(t.handle.db, { vendor_name: 'Later Sharma' });

    const after = await search('sharma');
    expect(before).toHaveLength(30);
    expect(after).toEqual([...before, { vendor_name: 'Later Sharma' }]);
  });
});
