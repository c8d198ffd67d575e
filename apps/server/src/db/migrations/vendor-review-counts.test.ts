import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertCategory,
  insertCustomer,
  insertReview,
  insertVendor,
} from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import type { Database } from '../schema';
import { migrateToLatest, migratorFor } from './migrate';

/** What vendor_review_counts must hold: each vendor with reviews, and how many. */
async function countedFromReviews(db: Kysely<Database>): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['vendor_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('vendor_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.vendor_id, Number(r.n)]));
}

async function keptCounts(db: Kysely<Database>): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('vendor_review_counts')
    .selectAll()
    .where('review_count', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.vendor_id, r.review_count]));
}

/** `n` reviews of `vendorId`, each on a booking of its own (a booking has at most one review). */
async function review(db: Kysely<Database>, vendorId: number, n: number) {
  const customer = await insertCustomer(db);
  const category = await insertCategory(db);
  const reviews = [];
  for (let i = 0; i < n; i++) {
    const booking = await insertBooking(db, customer, category, {
      vendor_id: vendorId,
      customer_city: undefined,
    });
    reviews.push(await insertReview(db, booking));
  }
  return reviews;
}

describe(`vendor_review_counts on ${testDialect}`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.drop());

  it('follows every insert, delete and move of a review, whoever writes it', async () => {
    const [asha, ravi, quiet] = [await insertVendor(db), await insertVendor(db), await insertVendor(db)];
    const ashaReviews = await review(db, asha.vendor_id, 3);
    await review(db, ravi.vendor_id, 1);
    expect(await keptCounts(db)).toEqual({ [asha.vendor_id]: 3, [ravi.vendor_id]: 1 });

    await db.deleteFrom('reviews').where('review_id', '=', ashaReviews[0]!.review_id).execute();
    await db
      .updateTable('reviews')
      .set({ vendor_id: ravi.vendor_id })
      .where('review_id', '=', ashaReviews[1]!.review_id)
      .execute();
    await db.updateTable('reviews').set({ rating: 1 }).where('vendor_id', '=', ravi.vendor_id).execute();
    expect(await keptCounts(db)).toEqual({ [asha.vendor_id]: 1, [ravi.vendor_id]: 2 });
    expect(await keptCounts(db)).toEqual(await countedFromReviews(db));

    await db.deleteFrom('reviews').where('vendor_id', '=', asha.vendor_id).execute();
    expect(await keptCounts(db)).toEqual({ [ravi.vendor_id]: 2 });
    await db.deleteFrom('reviews').execute();
    expect(await keptCounts(db)).toEqual({});
    // A vendor whose reviews are all gone (its count row left at 0), or who never had one, can still be
    // deleted once its bookings are.
    await db.deleteFrom('customer_service_bookings').execute();
    await db.deleteFrom('vendors').where('vendor_id', 'in', [asha.vendor_id, quiet.vendor_id]).execute();
    expect(await db.selectFrom('vendors').select('vendor_id').execute()).toEqual([
      { vendor_id: ravi.vendor_id },
    ]);
  });

  it('counts the reviews already there when the migration runs', async () => {
    const other = await createTestDatabase();
    try {
      const migrator = migratorFor(other.handle.db, other.handle.dialect);
      const down = await migrator.migrateTo('2026-11-24-130-chat-unread-index');
      expect(down.error).toBeUndefined();
      const [meena, arjun] = [await insertVendor(other.handle.db), await insertVendor(other.handle.db)];
      await review(other.handle.db, meena.vendor_id, 2);
      await review(other.handle.db, arjun.vendor_id, 5);

      await migrateToLatest(other.handle.db, other.handle.dialect);
      expect(await keptCounts(other.handle.db)).toEqual({ [meena.vendor_id]: 2, [arjun.vendor_id]: 5 });
      await review(other.handle.db, meena.vendor_id, 1);
      expect(await keptCounts(other.handle.db)).toEqual({ [meena.vendor_id]: 3, [arjun.vendor_id]: 5 });
    } finally {
      await other.drop();
    }
  });
});
