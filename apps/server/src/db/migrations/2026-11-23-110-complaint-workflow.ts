import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault, withId } from './helpers';

const complaintTables = [
  { table: 'vendor_complaints', id: 'vend_comp_id', date: 'vend_comp_date' },
  { table: 'customer_complaints', id: 'cust_comp_id', date: 'cust_comp_date' },
] as const;

const workflowColumns = [
  'updated_at',
  'resolution_note',
  'resolved_at',
  'first_response_at',
  'assignee_id',
  'status',
] as const;

/**
 * The complaint workflow (docs/product/complaints.md): states, assignee, notes, service-level times.
 * - Both complaint tables gain `status` (open, in_progress, resolved), `assignee_id` (an admin; nobody
 *   once that admin is deleted), `first_response_at`, `resolved_at`, `resolution_note` and `updated_at`
 *   (when the workflow last changed it; null until then: SQLite cannot add a column whose default is
 *   "now").
 * - `complaint_notes`: internal notes, replies and resolution notes of either kind of complaint, read per
 *   complaint oldest first (the `(complaint_kind, complaint_id, note_id)` index).
 * - `(status, date, id)` serves the status filter in the lists' newest-first order.
 */
export const complaintWorkflowMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    for (const { table, id, date } of complaintTables) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('open').check(sql`status in ('open', 'in_progress', 'resolved')`),
        )
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('assignee_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
        .execute();
      for (const column of ['first_response_at', 'resolved_at', 'resolution_note', 'updated_at']) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex(`${table}_status_date_idx`)
        .on(table)
        .columns(['status', date, id])
        .execute();
    }

    await withId(db.schema.createTable('complaint_notes'), dialect, 'note_id')
      .addColumn('complaint_kind', 'text', (c) =>
        c.notNull().check(sql`complaint_kind in ('vendor', 'customer')`),
      )
      .addColumn('complaint_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('note', 'reply', 'resolution')`))
      .addColumn('channel', 'text', (c) => c.check(sql`channel in ('chat', 'sms')`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema
      .createIndex('complaint_notes_complaint_idx')
      .on('complaint_notes')
      .columns(['complaint_kind', 'complaint_id', 'note_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('complaint_notes').execute();
    for (const { table } of complaintTables) {
      await db.schema.dropIndex(`${table}_status_date_idx`).execute();
      for (const column of workflowColumns) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
});
