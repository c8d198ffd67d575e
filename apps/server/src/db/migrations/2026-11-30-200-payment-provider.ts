import { sql } from 'kysely';
import { type AnyDb, type DialectMigration, nowDefault } from './helpers';

/**
 * The payment provider boundary (docs/decisions/033-payment-provider-boundary.md):
 * `payment_provider_events` remembers each Razorpay webhook event the server acted on, by its
 * X-Razorpay-Event-Id, so that a second delivery of it answers 200 and writes nothing. It also keeps
 * what an event said that has no other place: a failed payment's reason (`detail`), by order and payment.
 */
export const paymentProviderMigration: DialectMigration = (dialect) => ({
  async up(db: AnyDb) {
    await db.schema
      .createTable('payment_provider_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text')
      .addColumn('payment_id', 'text')
      .addColumn('refund_id', 'text')
      .addColumn('detail', 'text')
      .addColumn('received_at', 'text', (c) => nowDefault(c.notNull(), dialect))
      .execute();
    await db.schema
      .createIndex('payment_provider_events_order_idx')
      .on('payment_provider_events')
      .columns(['order_id', 'received_at'])
      .where(sql.ref('order_id'), 'is not', null)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('payment_provider_events').execute();
  },
});
