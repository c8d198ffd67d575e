import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '../../test/factories';
import { insertRow } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { countFailedPayouts } from '../notifications/repository';

/**
 * The bell recounts the failed payouts on every live event (docs/product/payouts.md#failed-payouts): the
 * failed and reversed payouts are found through payouts_status_idx and each one's later payout through
 * payouts_vendor_idx, never by reading every payout.
 */
describe.skipIf(testDialect !== 'sqlite')('failed payouts count plan on sqlite', () => {
  let database: TestDatabase;
  let count: { sql: string; parameters: readonly unknown[] } | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    for (let v = 0; v < 20; v++) {
      const vendor = await insertVendor(db);
      for (const status of ['processed', 'processed', 'failed', v % 2 ? 'queued' : 'reversed'] as const) {
        await insertRow(db, 'payouts', {
          vendor_id: vendor.vendor_id,
          vendor_name: vendor.vendor_name,
          amount_paise: 50_000,
          status,
          requested_by_name: 'Test Admin',
        });
      }
    }
    await sql`analyze`.execute(db);
    database.handle.observeQueries((event) => {
      if (event.query.sql.includes('from payouts p')) count = event.query;
    });
    // The ten vendors whose newest payout was reversed.
    expect(await countFailedPayouts(db)).toBe(10);
  });

  afterAll(() => database.drop());

  it('reads the failed and reversed payouts by status and their later payouts by vendor, through indexes', async () => {
    const plan = await database.handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${count!.sql}`, [...count!.parameters]),
    );
    const details = plan.rows.map((row) => row.detail);
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH p USING (COVERING )?INDEX payouts_status_idx/),
    );
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH later USING (COVERING )?INDEX payouts_vendor_idx/),
    );
    expect(details.join(' | ')).not.toMatch(/SCAN (p|later)\b/);
  });
});
