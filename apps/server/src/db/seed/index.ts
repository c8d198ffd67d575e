import { type Kysely, sql } from 'kysely';
import { createDiskStorage } from '../../adapters/storage/disk';
import { type InvoiceConfig, loadConfig } from '../../config';
import { issueMissingPlanInvoices } from '../../modules/invoices/service';
import { recordMissingEarnings } from '../../modules/ledger/earnings-service';
import type { DatabaseHandle } from '../driver/database';
import { syncIdSequence } from '../driver/ids';
import { settleAfterBulkLoad } from '../driver/maintenance';
import type { Database } from '../schema';
import { type Catalogue, seedCatalogue } from './catalogue';
import { addChatRoom, addComplaintNotes, addCustomerComplaint, addVendorComplaint } from './complaints-chat';
import { createSeedContext, daysFrom, pick, type SeedContext } from './context';
import { addBooking, addCustomer, type CustomerSummary } from './customers-bookings';
import { createDemoImages } from './images';
import { primaryKeyOf, RowSink, SEEDED_TABLES, type SeededTable } from './row-sink';
import { seedTeam } from './team';
import { addVendor, type VendorSummary } from './vendors';

export interface DemoCounts {
  vendors: number;
  customers: number;
  bookings: number;
  vendorComplaints: number;
  customerComplaints: number;
  /** Rooms between the admin and as many active vendors (capped by how many there are). */
  chatRooms: number;
  /** Messages in each room; 3–8 at random when not given. */
  messagesPerRoom?: number;
}

export const DEFAULT_DEMO_COUNTS: DemoCounts = {
  vendors: 300,
  customers: 200,
  bookings: 600,
  vendorComplaints: 60,
  customerComplaints: 60,
  chatRooms: 20,
};

export interface SeedDemoOptions {
  /** DATA_DIR: pictures go to its uploads/ folder. */
  dataDir: string;
  /** Every date is relative to this; the same `now` gives the same data. */
  now?: Date;
  /** The admin who approved, rejected and chats; must exist. */
  adminId: number;
  counts?: Partial<DemoCounts>;
  /** The invoices' seller and numbering (config.invoices); the defaults when not given. */
  invoices?: InvoiceConfig;
  /** DEFAULT_COMMISSION_PERCENT for the completed bookings' earnings; the default when not given. */
  defaultCommissionPercent?: number;
}

export interface SeedResult {
  seeded: boolean;
  rows: Partial<Record<SeededTable | 'uploads' | 'admins' | 'invoices' | 'earnings', number>>;
}

/** The demo data goes only into a database without vendors. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('vendors').select('vendor_id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Loads deterministic demo data (faker en_IN, fixed seed, dates relative to `now`) into an empty
 * database in one transaction; a database that has vendors is left alone (`seeded: false`).
 */
export async function seedDemo(handle: DatabaseHandle, options: SeedDemoOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(handle.db))) return { seeded: false, rows: {} };
  const counts = { ...DEFAULT_DEMO_COUNTS, ...options.counts };
  const now = options.now ?? new Date();
  const images = await createDemoImages(
    createDiskStorage(options.dataDir),
    options.adminId,
    daysFrom(now, -420),
  );

  const result = await handle.db.transaction().execute(async (trx) => {
    // Two processes starting together: the second waits here, then finds vendors and stands down.
    if (handle.dialect === 'postgres') await sql`lock table vendors in exclusive mode`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) return { seeded: false, rows: {} };

    await trx
      .insertInto('uploads')
      .values(images.uploads)
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    const ctx = await createSeedContext(now, options.adminId);
    const sink = await RowSink.open(trx, handle.dialect);
    const catalogue = await seedCatalogue(ctx, sink, images);

    const vendors: VendorSummary[] = [];
    for (let i = 0; i < counts.vendors; i++) vendors.push(await addVendor(ctx, sink, catalogue, images, i));
    const active = vendors.filter((v) => v.active);
    const activeByCategory = groupBy(active, (v) => v.categoryId);

    const customers: CustomerSummary[] = [];
    for (let i = 0; i < counts.customers; i++) customers.push(await addCustomer(ctx, sink));
    if (customers.length > 0) {
      // Each vendor's slots held by its open bookings (bookings_vendor_slot_key).
      const takenSlots = new Set<string>();
      for (let i = 0; i < counts.bookings; i++) {
        await addBooking(ctx, sink, catalogue, pick(ctx, customers), activeByCategory, i, takenSlots);
      }
    }

    await addComplaints(ctx, sink, counts, vendors, customers, catalogue);
    for (const vendor of active.slice(0, counts.chatRooms)) {
      await addChatRoom(ctx, sink, vendor, counts.messagesPerRoom);
    }

    await sink.flush();
    await addComplaintNotes(trx, handle.dialect, sink);
    // Each plan payment's GST tax invoice, oldest first, as a capture would have issued it (docs/product/invoices.md).
    const invoices = await issueMissingPlanInvoices(trx, options.invoices ?? loadConfig({}).invoices);
    // Each completed paid booking's earning, dated at its completion (docs/product/vendor-ledger.md#earning).
    const earnings = await recordMissingEarnings(trx, {
      dialect: handle.dialect,
      config: {
        defaultCommissionPercent: options.defaultCommissionPercent ?? loadConfig({}).defaultCommissionPercent,
      },
    });
    const team = await seedTeam(trx);
    for (const table of SEEDED_TABLES) await syncIdSequence(trx, handle.dialect, table, primaryKeyOf(table));
    return {
      seeded: true,
      rows: { uploads: images.uploads.length, admins: team, invoices, earnings, ...sink.written },
    };
  });
  if (result.seeded) await settleAfterBulkLoad(handle);
  return result;
}

async function addComplaints(
  ctx: SeedContext,
  sink: RowSink,
  counts: DemoCounts,
  vendors: readonly VendorSummary[],
  customers: readonly CustomerSummary[],
  catalogue: Catalogue,
): Promise<void> {
  // Complaints come from vendors who have worked on the platform.
  const complainants = vendors.filter((v) => v.approvedAt !== null);
  if (complainants.length > 0) {
    for (let i = 0; i < counts.vendorComplaints; i++)
      await addVendorComplaint(ctx, sink, pick(ctx, complainants));
  }
  if (customers.length > 0) {
    for (let i = 0; i < counts.customerComplaints; i++) {
      await addCustomerComplaint(ctx, sink, catalogue, pick(ctx, customers));
    }
  }
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
