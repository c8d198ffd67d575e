import type { AnyDb, DialectMigration } from './helpers';

/** The audit trail's filters and the entity timelines read the audit log by these (docs/product/cockpit.md#audit-trail). */
export const auditTrailIndexesMigration: DialectMigration = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
