import type { AnyDb, DialectMigration } from './helpers';

/** What each admin has read, kept on the server so every device agrees (docs/product/cockpit.md#live-bell). */
export const adminReadMarksMigration: DialectMigration = () => ({
  async up(_db: AnyDb) {},
  async down(_db: AnyDb) {},
});
