import type { AnyDb, DialectMigration } from './helpers';

/**
 * The audit trail's filters and the entity timelines read the audit log by these
 * (docs/product/cockpit.md#audit-trail). Each ends in the id, the trail's order (newest first), so a
 * filtered page walks one index and stops after its rows: an entity's rows (its timeline, and the
 * entity + entity id filter), an admin's and an action's. The date range uses audit_log_created_idx.
 * audit_log_entity_idx (entity, entity_id) is replaced by the entity index with the id.
 */
export const auditTrailIndexesMigration: DialectMigration = () => ({
  async up(db: AnyDb) {
    await db.schema.dropIndex('audit_log_entity_idx').execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_admin_idx').on('audit_log').columns(['admin_id', 'id']).execute();
    await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('audit_log_action_idx').execute();
    await db.schema.dropIndex('audit_log_admin_idx').execute();
    await db.schema.dropIndex('audit_log_entity_idx').execute();
    await db.schema
      .createIndex('audit_log_entity_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id'])
      .execute();
  },
});
