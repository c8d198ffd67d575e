import type { SubServiceListQuery } from '@seva/contract';
import { type Insertable, type Kysely, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ServicesTable } from '../../db/marketplace-tables';
import type { Database } from '../../db/schema';
import { matchesText } from '../../db/search';

export type SubServiceRow = Selectable<ServicesTable>;

const NO_LIMIT = 2_147_483_647;

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

export function findSubServiceRow(db: Kysely<Database>, id: number): Promise<SubServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('service_id', '=', id).executeTakeFirst();
}

/** A sub-service of the category with this name (case-insensitive), other than `exceptId`. */
export function findSubServiceNamed(
  db: Kysely<Database>,
  categoryId: number,
  name: string,
  exceptId?: number,
): Promise<Pick<SubServiceRow, 'service_id'> | undefined> {
  let query = db
    .selectFrom('services')
    .select('service_id')
    .where('service_cat_id', '=', categoryId)
    .where(sql<SqlBool>`lower(service_name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('service_id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function insertSubServiceRow(
  db: Kysely<Database>,
  values: Insertable<ServicesTable>,
): Promise<SubServiceRow> {
  return db.insertInto('services').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSubServiceRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ServicesTable>,
): Promise<SubServiceRow | undefined> {
  return db
    .updateTable('services')
    .set(changes)
    .where('service_id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSubServiceRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('services').where('service_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
