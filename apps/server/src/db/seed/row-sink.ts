import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../driver/database';
import { nextId } from '../driver/ids';
import { insertInChunks } from '../driver/insert-in-chunks';
import type { Database } from '../schema';
import { MARKETPLACE_TABLES, type MarketplaceTable } from '../schema/marketplace-table-names';

/** The seeded tables: every marketplace table, parents first, which is the order buffers are written in. */
export const SEEDED_TABLES = MARKETPLACE_TABLES;

export type SeededTable = MarketplaceTable;

const PRIMARY_KEYS: { [T in SeededTable]: keyof Database[T] & string } = {
  service_categories: 'service_cat_id',
  services: 'service_id',
  subscriptions: 'subscription_id',
  vendors: 'vendor_id',
  vendor_subscriptions: 'id',
  vendor_payments: 'payment_id',
  customers: 'customer_id',
  customer_service_bookings: 'booking_id',
  reviews: 'review_id',
  customer_payments: 'payment_id',
  vendor_complaints: 'vend_comp_id',
  customer_complaints: 'cust_comp_id',
  chat_rooms: 'room_id',
  chat_messages: 'message_id',
};

export function primaryKeyOf<T extends SeededTable>(table: T): keyof Database[T] & string {
  return PRIMARY_KEYS[table];
}

type Buffers = { [T in SeededTable]: Insertable<Database[T]>[] };

/**
 * Collects generated rows per table and writes them in batches, parents first so foreign keys hold.
 * Builders assign ids themselves (`id(table)`), so children can point at parents before either is written.
 */
export class RowSink {
  readonly written: Record<SeededTable, number>;
  private buffers: Buffers;
  private buffered = 0;
  private readonly ids: Record<SeededTable, number>;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    firstIds: Record<SeededTable, number>,
    private readonly batchRows: number,
  ) {
    this.ids = firstIds;
    this.written = emptyCounts();
    this.buffers = emptyBuffers();
  }

  /** Ids continue after whatever the tables already hold. */
  static async open(db: Kysely<Database>, dialect: Dialect, batchRows = 20_000): Promise<RowSink> {
    const firstIds = emptyCounts();
    for (const table of SEEDED_TABLES) firstIds[table] = await nextId(db, table, primaryKeyOf(table));
    return new RowSink(db, dialect, firstIds, batchRows);
  }

  /** The next id of `table`. */
  id(table: SeededTable): number {
    const id = this.ids[table];
    this.ids[table] = id + 1;
    return id;
  }

  async add<T extends SeededTable>(table: T, row: Insertable<Database[T]>): Promise<void> {
    (this.buffers[table] as Insertable<Database[T]>[]).push(row);
    this.buffered += 1;
    if (this.buffered >= this.batchRows) await this.flush();
  }

  async flush(): Promise<void> {
    const buffers = this.buffers;
    this.buffers = emptyBuffers();
    this.buffered = 0;
    for (const table of SEEDED_TABLES) await this.write(table, buffers[table]);
  }

  private async write<T extends SeededTable>(table: T, rows: Insertable<Database[T]>[]): Promise<void> {
    if (rows.length === 0) return;
    this.written[table] += await insertInChunks(this.db, this.dialect, table, rows);
  }
}

function emptyCounts(): Record<SeededTable, number> {
  return Object.fromEntries(SEEDED_TABLES.map((t) => [t, 0])) as Record<SeededTable, number>;
}

function emptyBuffers(): Buffers {
  return Object.fromEntries(SEEDED_TABLES.map((t) => [t, []])) as unknown as Buffers;
}
