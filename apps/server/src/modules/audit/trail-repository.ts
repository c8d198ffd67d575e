import { type AuditSortField, auditRangeBound } from '@seva/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import { NO_LIMIT, type Page, sortOrder } from '../../lib/lists/paging';

/** A page of the trail: newest first by id, or oldest first with `sort: 'id'` (the order rows were written). */
export type AuditPage = Page<AuditSortField | `-${AuditSortField}`>;

/** The trail's filters (docs/product/cockpit.md#audit-trail); all that are given must hold. */
export interface AuditFilter {
  adminId?: number;
  action?: string;
  entity?: string;
  entityId?: string;
  /** As sent: an Asia/Kolkata day or an ISO instant (the contract checked them). */
  from?: string;
  to?: string;
  q?: string;
}

const COLUMNS = [
  'audit_log.id',
  'audit_log.admin_id',
  'admins.name as admin_name',
  'audit_log.action',
  'audit_log.entity',
  'audit_log.entity_id',
  'audit_log.before',
  'audit_log.after',
  'audit_log.ip',
  'audit_log.created_at',
] as const;

/**
 * Matching rows. The admin's name is searched through a subquery, so the ids and the count read the audit
 * log alone; pages join the admins only for the names of their rows.
 */
function matching(db: Kysely<Database>, dialect: Dialect, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.adminId !== undefined) query = query.where('audit_log.admin_id', '=', filter.adminId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
  const from = filter.from === undefined ? undefined : auditRangeBound(filter.from, 'from');
  const to = filter.to === undefined ? undefined : auditRangeBound(filter.to, 'to');
  if (from !== undefined) query = query.where('audit_log.created_at', '>=', from);
  if (to !== undefined) query = query.where('audit_log.created_at', '<', to);
  if (filter.q) {
    const q = filter.q;
    const admins = db
      .selectFrom('admins')
      .select('admins.id')
      .where(matchesText(dialect, 'admins', ['name'], q));
    query = query.where(
      sql<SqlBool>`(${matchesText(dialect, 'audit_log', ['action', 'entity', 'entity_id'], q)} or ${sql.ref(
        'audit_log.admin_id',
      )} in (${admins}))`,
    );
  }
  return query;
}

function page(db: Kysely<Database>, dialect: Dialect, filter: AuditFilter, paging: AuditPage) {
  // Each filter's index ends in the id (migration 2026-11-23-090): either way a page walks one index.
  const { direction } = sortOrder(paging.sort, '-id');
  const query = matching(db, dialect, filter).orderBy('audit_log.id', direction);
  if (paging.limit === undefined && paging.offset === undefined) return query;
  return query.limit(paging.limit ?? NO_LIMIT).offset(paging.offset ?? 0);
}

export function listAuditRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: AuditFilter,
  paging: AuditPage,
) {
  return page(db, dialect, filter, paging)
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(COLUMNS)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number];

/** The trail's ids in its order: what an unpaged answer streams (lib/lists/streamed-list). */
export async function listAuditIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: AuditFilter,
  paging: AuditPage,
): Promise<number[]> {
  const rows = await page(db, dialect, filter, paging).select('audit_log.id').execute();
  return rows.map((row) => row.id);
}

export function findAuditRows(db: Kysely<Database>, ids: readonly number[]): Promise<AuditRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(COLUMNS)
    .where('audit_log.id', 'in', ids)
    .execute();
}

export async function countAuditRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: AuditFilter,
): Promise<number> {
  const row = await matching(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One entity's audit rows, oldest first (its timeline). */
export function entityAuditRows(db: Kysely<Database>, entity: string, entityId: string): Promise<AuditRow[]> {
  return db
    .selectFrom('audit_log')
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select(COLUMNS)
    .where('audit_log.entity', '=', entity)
    .where('audit_log.entity_id', '=', entityId)
    .orderBy('audit_log.id', 'asc')
    .execute();
}

/** Every admin's id and name, by name: the admin filter's choices. */
export function listAdminNames(db: Kysely<Database>) {
  return db.selectFrom('admins').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}
