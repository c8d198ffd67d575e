import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  adminId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip: string | null;
}

const asJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Writes one audit row; pass the transaction of the change so that both land or neither does. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      ip: entry.ip,
    })
    .execute();
}

export function listAudit(
  db: Kysely<Database>,
  filter: { entity?: string; entityId?: string; action?: string; limit: number; offset: number },
) {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.action) query = query.where('action', '=', filter.action);
  return query.orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
}
