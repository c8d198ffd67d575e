import type { SubServiceListQuery } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT } from '../../lib/lists/paging';
import type { SubServiceRow } from './mapper';

type Filter = Pick<SubServiceListQuery, 'q' | 'service_cat_id'>;

function filtered(db: Kysely<Database>, dialect: Dialect, filter: Filter) {
  let query = db
    .selectFrom('services')
    .where(matchesText(dialect, 'services', ['service_name'], filter.q ?? ''));
  if (filter.service_cat_id !== undefined) query = query.where('service_cat_id', '=', filter.service_cat_id);
  return query;
}

export function listSubServiceRows(
  db: Kysely<Database>,
  dialect: Dialect,
  query: SubServiceListQuery,
): Promise<SubServiceRow[]> {
  const sort = query.sort ?? 'service_id';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = sort.replace(/^-/, '') as 'service_id' | 'service_name' | 'service_price' | 'created_at';
  let select = filtered(db, dialect, query).selectAll().orderBy(column, direction);
  if (column !== 'service_id') select = select.orderBy('service_id', direction);
  if (query.limit !== undefined || query.offset !== undefined) {
    select = select.limit(query.limit ?? NO_LIMIT).offset(query.offset ?? 0);
  }
  return select.execute();
}

export async function countSubServices(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: Filter,
): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
