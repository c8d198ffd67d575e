import { sql } from 'kysely';
import type { AnyDb, DialectMigration } from './helpers';

/**
 * Each vendor's number of reviews, kept by triggers on `reviews` whoever writes them (the customer app,
 * the seed, SQL by hand), so that a page of Assigned bookings reads one row per booking instead of
 * walking every review of its vendor (reviews_vendor_idx; 28 a vendor in the bookings bench, about 60 %
 * of the page's statement). A vendor without reviews has no row: its count is 0.
 */
export const vendorReviewCountsMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('vendor_review_counts')
      .addColumn('vendor_id', 'integer', (c) =>
        c.primaryKey().references('vendors.vendor_id').onDelete('cascade'),
      )
      .addColumn('review_count', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into vendor_review_counts (vendor_id, review_count)
      select vendor_id, count(*) from reviews group by vendor_id`.execute(db);
    if (dialect === 'postgres') {
      await sql`create function vendor_review_counts_follow() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then
            update vendor_review_counts set review_count = review_count - 1 where vendor_id = old.vendor_id;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into vendor_review_counts (vendor_id, review_count) values (new.vendor_id, 1)
              on conflict (vendor_id) do update set review_count = vendor_review_counts.review_count + 1;
          end if;
          return null;
        end
      $$`.execute(db);
      await sql`create trigger reviews_count_insert_delete after insert or delete on reviews
        for each row execute function vendor_review_counts_follow()`.execute(db);
      await sql`create trigger reviews_count_move after update of vendor_id on reviews for each row
        when (new.vendor_id is distinct from old.vendor_id) execute function vendor_review_counts_follow()`.execute(
        db,
      );
      return;
    }
    // SQLite: two statements rather than an upsert, whose ON CONFLICT a trigger's INSERT … SELECT would
    // have to disambiguate.
    await sql`create trigger reviews_count_insert after insert on reviews begin
        insert or ignore into vendor_review_counts (vendor_id, review_count) values (new.vendor_id, 0);
        update vendor_review_counts set review_count = review_count + 1 where vendor_id = new.vendor_id;
      end`.execute(db);
    await sql`create trigger reviews_count_delete after delete on reviews begin
        update vendor_review_counts set review_count = review_count - 1 where vendor_id = old.vendor_id;
      end`.execute(db);
    await sql`create trigger reviews_count_move after update of vendor_id on reviews
      when new.vendor_id is not old.vendor_id begin
        update vendor_review_counts set review_count = review_count - 1 where vendor_id = old.vendor_id;
        insert or ignore into vendor_review_counts (vendor_id, review_count) values (new.vendor_id, 0);
        update vendor_review_counts set review_count = review_count + 1 where vendor_id = new.vendor_id;
      end`.execute(db);
  },
  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop trigger reviews_count_move on reviews`.execute(db);
      await sql`drop trigger reviews_count_insert_delete on reviews`.execute(db);
      await sql`drop function vendor_review_counts_follow()`.execute(db);
    } else {
      await sql`drop trigger reviews_count_move`.execute(db);
      await sql`drop trigger reviews_count_delete`.execute(db);
      await sql`drop trigger reviews_count_insert`.execute(db);
    }
    await db.schema.dropTable('vendor_review_counts').execute();
  },
});
