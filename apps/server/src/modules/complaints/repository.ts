import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';
import { NO_LIMIT } from '../../lib/lists/paging';

export interface ComplaintPage {
  q?: string;
  limit?: number;
  offset?: number;
}

/** Vendor complaints matching `q` on vendor_name, newest first (date, then id). */
export async function listVendorComplaints(db: Kysely<Database>, dialect: Dialect, page: ComplaintPage) {
  const where = matchesText(dialect, 'vendor_complaints', ['vendor_name'], page.q ?? '');
  const [rows, count] = await Promise.all([
    db
      .selectFrom('vendor_complaints')
      .select([
        'vend_comp_id',
        'vendor_id',
        'vend_comp_desc',
        'vend_comp_date',
        'vendor_name',
        'vendor_email',
        'vendor_mobile',
      ])
      .where(where)
      .orderBy('vend_comp_date', 'desc')
      .orderBy('vend_comp_id', 'desc')
      .limit(page.limit ?? NO_LIMIT)
      .offset(page.offset ?? 0)
      .execute(),
    db
      .selectFrom('vendor_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Customer complaints matching `q` on customer_name, newest first (date, then id). */
export async function listCustomerComplaints(db: Kysely<Database>, dialect: Dialect, page: ComplaintPage) {
  const where = matchesText(dialect, 'customer_complaints', ['customer_name'], page.q ?? '');
  const [rows, count] = await Promise.all([
    db
      .selectFrom('customer_complaints')
      .select([
        'cust_comp_id',
        'customer_id',
        'cust_comp_desc',
        'cust_comp_date',
        'customer_name',
        'customer_email',
        'mobile',
      ])
      .where(where)
      .orderBy('cust_comp_date', 'desc')
      .orderBy('cust_comp_id', 'desc')
      .limit(page.limit ?? NO_LIMIT)
      .offset(page.offset ?? 0)
      .execute(),
    db
      .selectFrom('customer_complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
