import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCustomerComplaint, toVendorComplaint } from '../../modules/complaints/mapper';
import { adminRow, insertRow } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import type { Database } from '../schema';
import { type DemoCounts, isDatabaseEmpty, seedDemo } from '.';
import { primaryKeyOf, SEEDED_TABLES } from './row-sink';
import { DEMO_TEAM } from './team';
import { BROKEN_IMAGE_URL } from './vendors';

const NOW = new Date('2026-11-21T06:00:00.000Z');
const COUNTS: DemoCounts = {
  vendors: 60,
  customers: 25,
  bookings: 90,
  vendorComplaints: 6,
  customerComplaints: 6,
  chatRooms: 4,
};

async function createAdmin(db: Kysely<Database>): Promise<number> {
  const admin = await insertRow(db, 'admins', adminRow({ name: 'Admin', email: 'admin@seva.test' }));
  return admin.id;
}

async function count(db: Kysely<Database>, query: string): Promise<number> {
  const result = await sql<{ n: number | string }>`${sql.raw(query)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

async function dump(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    tables[table] = await db.selectFrom(table).selectAll().orderBy(primaryKeyOf(table)).execute();
  }
  // The completed bookings' earnings move their vendors' balances after the rows are written, and the
  // vendors' trigger stamps that moment as updated_at (migration 2026-11-23-060): the clock's, not `now`'s.
  tables.vendors = tables.vendors!.map((row) => ({ ...(row as object), updated_at: undefined }));
  tables.vendor_ledger = await db
    .selectFrom('vendor_ledger')
    .select(['vendor_id', 'type', 'amount_paise', 'commission_paise', 'booking_id', 'created_at'])
    .orderBy('entry_id')
    .execute();
  tables.uploads = await db.selectFrom('uploads').selectAll().orderBy('id').execute();
  return tables;
}

describe(`seedDemo on ${testDialect}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  let adminId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'seva-seed-'));
    adminId = await createAdmin(database.handle.db);
    expect(await isDatabaseEmpty(database.handle.db)).toBe(true);
    const result = await seedDemo(database.handle, { dataDir, now: NOW, adminId, counts: COUNTS });
    expect(result.seeded).toBe(true);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const n = (query: string) => count(database.handle.db, query);
  const now = `'${NOW.toISOString()}'`;

  it("writes each completed paid booking's earning at 15%, dated at its completion, every balance the sum of its entries", async () => {
    const db = database.handle.db;
    const completedPaid = await n(
      `select count(*) as n from customer_service_bookings b where b.is_completed = 1 and b.vendor_id is not null
         and exists (select 1 from customer_payments p where p.booking_id = b.booking_id)`,
    );
    expect(completedPaid).toBeGreaterThan(0);
    const earnings = await db
      .selectFrom('vendor_ledger as l')
      .innerJoin('customer_service_bookings as b', 'b.booking_id', 'l.booking_id')
      .innerJoin('customer_payments as p', 'p.booking_id', 'l.booking_id')
      .select(['l.amount_paise', 'l.commission_paise', 'l.created_at', 'b.updated_at', 'p.payment_amount'])
      .where('l.type', '=', 'earning')
      .execute();
    expect(earnings).toHaveLength(completedPaid);
    for (const e of earnings) {
      const paise = Math.round(Number(e.payment_amount) * 100);
      expect(e.commission_paise).toBe(Math.round(paise * 0.15));
      expect(e.amount_paise + e.commission_paise).toBe(paise);
      expect(e.created_at).toBe(e.updated_at);
    }
    const mismatched = await n(
      `select count(*) as n from vendors v where v.balance_paise <>
         (select coalesce(sum(l.amount_paise), 0) from vendor_ledger l where l.vendor_id = v.vendor_id)`,
    );
    expect(mismatched).toBe(0);
  });

  it('fills every table', async () => {
    for (const table of [...SEEDED_TABLES, 'uploads']) {
      expect(await n(`select count(*) as n from ${table}`), table).toBeGreaterThan(0);
    }
    expect(await n('select count(*) as n from vendors')).toBe(COUNTS.vendors);
    expect(await n('select count(*) as n from customer_service_bookings')).toBe(COUNTS.bookings);
    expect(await n('select count(*) as n from service_categories')).toBe(10);
    expect(await n('select count(*) as n from chat_rooms')).toBe(COUNTS.chatRooms);
  });

  it('seeds a team with every built-in role but the owner, invited (docs/product/team.md#demo-team)', async () => {
    const team = await database.handle.db
      .selectFrom('admins')
      .select(['email', 'phone', 'role', 'status'])
      .where('id', '<>', adminId)
      .orderBy('id')
      .execute();
    expect(team).toEqual(
      DEMO_TEAM.map((m) => ({ email: m.email, phone: m.phone, role: m.role, status: 'invited' })),
    );
    expect(team.map((m) => m.role).sort()).toEqual([
      'dispatcher',
      'finance',
      'kyc_reviewer',
      'operations',
      'support',
      'viewer',
    ]);
  });

  it('has vendors in every approval and blocking state', async () => {
    expect(
      await n('select count(*) as n from vendors where is_approved = 0 and is_rejected = 0'),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where is_approved = 1 and approved_by = ${adminId}
        and approved_date is not null`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where is_rejected = 1 and rejected_by = ${adminId}
        and rejected_date is not null and is_approved = 0`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where is_blocked = 1 and blocked_reason is not null
        and blocked_date is not null`),
    ).toBeGreaterThan(0);
  });

  it('has subscribed vendors, vendors in a trial (one ending within a day) and vendors past their trial', async () => {
    const approved = 'is_approved = 1 and is_blocked = 0';
    expect(
      await n(`select count(*) as n from vendors where ${approved} and subscription_status = 'active'
        and subscription_expiry_date > ${now} and subscription_id is not null and payment_date is not null`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where ${approved} and subscription_status = 'trial'
        and subscription_expiry_date > ${now} and subscription_id is null`),
    ).toBeGreaterThan(0);
    const underOneDay = new Date(NOW.getTime() + 86_400_000).toISOString();
    expect(
      await n(`select count(*) as n from vendors where subscription_status = 'trial'
        and subscription_expiry_date > ${now} and subscription_expiry_date < '${underOneDay}'`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where ${approved} and subscription_id is null and
        (subscription_status = 'expired' or (subscription_status = 'trial' and subscription_expiry_date <= ${now}))`),
    ).toBeGreaterThan(0);
    // Nobody is both "subscribed" and without a payment, or paid without history.
    expect(
      await n(`select count(*) as n from vendors v where subscription_status = 'active' and not exists
        (select 1 from vendor_payments p where p.vendor_id = v.vendor_id
          and p.provider_payment_id = ${jsonField('v.payment_details', 'provider_payment_id')})`),
    ).toBe(0);
    expect(
      await n(`select count(*) as n from vendors v where subscription_status is not null and not exists
        (select 1 from vendor_subscriptions s where s.vendor_id = v.vendor_id and s.is_trial = 1)`),
    ).toBe(0);
  });

  it('leaves optional fields missing and image links broken on some vendors', async () => {
    expect(await n('select count(*) as n from vendors where gst_number is null')).toBeGreaterThan(0);
    expect(await n(`select count(*) as n from vendors where image_url = '[]'`)).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from vendors where image_url like '%${BROKEN_IMAGE_URL}%'`),
    ).toBeGreaterThan(0);
  });

  it('writes KYC numbers in their real formats', async () => {
    const rows = await database.handle.db
      .selectFrom('vendors')
      .select(['kyc_docs', 'account_details', 'gst_number'])
      .execute();
    for (const row of rows) {
      const kyc = JSON.parse(row.kyc_docs ?? '{}') as { pan: string; aadhar: string };
      expect(kyc.pan).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
      expect(kyc.aadhar).toMatch(/^[2-9]\d{11}$/);
      if (row.account_details) {
        const account = JSON.parse(row.account_details) as {
          ifsc: string;
          accountNumber: string;
          bankName: string;
        };
        expect(account.ifsc).toMatch(/^[A-Z]{4}0\d{6}$/);
        expect(account.accountNumber).toMatch(/^\d{9,18}$/);
        expect(account.bankName).not.toBe('');
      }
      if (row.gst_number) expect(row.gst_number).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z]\dZ[0-9A-Z]$/);
    }
  });

  it('has bookings unassigned and assigned in every status, with fitting vendors', async () => {
    const bookings = 'select count(*) as n from customer_service_bookings where';
    expect(
      await n(`${bookings} vendor_id is null and is_cancelled = 0 and is_completed = 0 and is_booked = 0`),
    ).toBeGreaterThan(0);
    expect(
      await n(`${bookings} vendor_id is not null and is_cancelled = 1 and cancelled_reason is not null`),
    ).toBeGreaterThan(0);
    expect(
      await n(`${bookings} vendor_id is not null and is_cancelled = 0 and is_completed = 1`),
    ).toBeGreaterThan(0);
    expect(
      await n(
        `${bookings} vendor_id is not null and is_cancelled = 0 and is_completed = 0 and is_booked = 1`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await n(
        `${bookings} vendor_id is not null and is_cancelled = 0 and is_completed = 0 and is_booked = 0`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from customer_service_bookings b join vendors v on v.vendor_id = b.vendor_id
        where v.is_approved = 0 or v.is_blocked = 1 or v.service_cat_id <> b.service_cat_id`),
    ).toBe(0);
  });

  it('schedules open bookings in slots of today and the next days, some unassigned ones late, and completed ones before they were finished (docs/product/slots.md)', async () => {
    const bookings = 'select count(*) as n from customer_service_bookings where';
    const now = NOW.toISOString();
    const open = 'is_cancelled = 0 and is_completed = 0';
    const inFourDays = new Date(NOW.getTime() + 4 * 86_400_000).toISOString();
    expect(await n(`${bookings} ${open} and scheduled_start > '${now}'`)).toBeGreaterThan(0);
    expect(await n(`${bookings} ${open} and scheduled_start > '${inFourDays}'`)).toBe(0);
    // Late: the slot has started and nobody is assigned.
    expect(
      await n(`${bookings} ${open} and vendor_id is null and scheduled_start <= '${now}'`),
    ).toBeGreaterThan(0);
    expect(await n(`${bookings} is_completed = 1 and scheduled_start > '${now}'`)).toBe(0);
    // Every slot starts on the hour, India time (:30 UTC), between 08:00 and 18:00 IST.
    const rows = await database.handle.db
      .selectFrom('customer_service_bookings')
      .select('scheduled_start')
      .where('scheduled_start', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { scheduled_start } of rows) {
      const hour = new Date(Date.parse(scheduled_start ?? '') + 330 * 60_000).getUTCHours();
      expect(scheduled_start).toMatch(/T\d{2}:30:00\.000Z$/);
      expect([8, 10, 12, 14, 16, 18]).toContain(hour);
    }
    // The bookings' city is their customer's.
    expect(await n(`${bookings} customer_address is not null and customer_city is null`)).toBe(0);
  });

  it('has reviews for completed bookings and payments for paid ones, to the paisa', async () => {
    expect(
      await n(`select count(*) as n from reviews r join customer_service_bookings b on b.booking_id = r.booking_id
        where b.is_completed = 0 or r.vendor_id <> b.vendor_id or r.rating not between 1 and 5`),
    ).toBe(0);
    expect(await n('select count(distinct rating) as n from reviews')).toBeGreaterThan(2);
    expect(
      await n(`select count(*) as n from customer_payments p join customer_service_bookings b on b.booking_id = p.booking_id
        where p.payment_amount <> b.service_price or p.customer_id <> b.customer_id or b.vendor_id is null`),
    ).toBe(0);
    expect(
      await n('select count(*) as n from services where service_price * 100 <> round(service_price * 100)'),
    ).toBe(0);
    expect(
      await n('select count(*) as n from services where service_price = 1299.5 or service_price = 599.5'),
    ).toBeGreaterThan(0);
  });

  it('has chats with messages from both sides and rooms that know their last message', async () => {
    expect(
      await n(
        `select count(*) as n from chat_messages where sender_type = 'admin' and sender_id = ${adminId}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from chat_messages m join chat_rooms r on r.room_id = m.room_id
        where m.sender_type = 'vendor' and m.sender_id = r.vendor_id`),
    ).toBeGreaterThan(0);
    expect(
      await n(`select count(*) as n from chat_rooms r where last_message_at <> (select max(sent_at) from chat_messages m
        where m.room_id = r.room_id)`),
    ).toBe(0);
  });

  it('has complaints in every state and service-level badge, with the admin assigned and their notes', async () => {
    const db = database.handle.db;
    const clock = { targets: { firstResponseHours: 4, resolutionHours: 48 }, now: NOW.getTime() };
    const vendorRows = await db.selectFrom('vendor_complaints').selectAll().execute();
    const customerRows = await db.selectFrom('customer_complaints').selectAll().execute();
    const complaints = [
      ...vendorRows.map((row) => toVendorComplaint(row, clock)),
      ...customerRows.map((row) => toCustomerComplaint(row, clock)),
    ];
    expect(new Set(complaints.map((c) => c.status))).toEqual(new Set(['open', 'in_progress', 'resolved']));
    expect(new Set(complaints.map((c) => c.service_level))).toEqual(
      new Set(['on_track', 'near', 'missed', 'met']),
    );
    for (const c of complaints) {
      expect(c.assignee_id).toBe(c.status === 'open' ? null : adminId);
      expect(c.resolved_at !== null).toBe(c.status === 'resolved');
      expect(c.resolution_note !== null).toBe(c.status === 'resolved');
    }
    for (const [kind, table, id] of [
      ['vendor', 'vendor_complaints', 'vend_comp_id'],
      ['customer', 'customer_complaints', 'cust_comp_id'],
    ] as const) {
      // Every reply is a first response at the latest, every resolution note a resolved complaint's.
      expect(
        await n(`select count(*) as n from complaint_notes n join ${table} c on c.${id} = n.complaint_id
          where n.complaint_kind = '${kind}' and ((n.kind = 'reply' and n.created_at < c.first_response_at)
            or (n.kind = 'resolution' and (c.status <> 'resolved' or n.text <> c.resolution_note)))`),
      ).toBe(0);
      expect(
        await n(`select count(*) as n from complaint_notes where complaint_kind = '${kind}' and kind = 'reply'
          and channel = '${kind === 'vendor' ? 'chat' : 'sms'}'`),
      ).toBeGreaterThan(0);
    }
    expect(await n(`select count(*) as n from complaint_notes where kind = 'note'`)).toBeGreaterThan(0);
  });

  it('stores every picture it links to', async () => {
    const categories = await database.handle.db
      .selectFrom('service_categories')
      .select('service_category_url')
      .execute();
    for (const { service_category_url: url } of categories) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
      expect(existsSync(join(dataDir, url ?? ''))).toBe(true);
    }
    expect(await n(`select count(*) as n from uploads where uploaded_by = ${adminId}`)).toBeGreaterThan(60);
  });

  it('lets the database hand out the next ids after seeding', async () => {
    const vendor = await database.handle.db
      .insertInto('vendors')
      .values({ vendor_name: 'Next Vendor', vendor_email: 'next@seva.test', vendor_mobile: '6000000000' })
      .returning('vendor_id')
      .executeTakeFirstOrThrow();
    expect(vendor.vendor_id).toBe(COUNTS.vendors + 1);
    await database.handle.db.deleteFrom('vendors').where('vendor_id', '=', vendor.vendor_id).execute();
  });

  it('does not seed a database that has vendors', async () => {
    const before = await dump(database.handle.db);
    const result = await seedDemo(database.handle, { dataDir, now: new Date(), adminId });
    expect(result.seeded).toBe(false);
    expect(await dump(database.handle.db)).toEqual(before);
  });

  it('gives the same data for the same now', async () => {
    const other = await createTestDatabase();
    try {
      const otherAdmin = await createAdmin(other.handle.db);
      expect(otherAdmin).toBe(adminId);
      await seedDemo(other.handle, { dataDir, now: NOW, adminId: otherAdmin, counts: COUNTS });
      const [mine, theirs] = [await dump(database.handle.db), await dump(other.handle.db)];
      for (const table of Object.keys(mine)) expect(theirs[table], table).toEqual(mine[table]);
    } finally {
      await other.drop();
    }
  });
});

function jsonField(column: string, field: string): string {
  return testDialect === 'postgres'
    ? `(${column})::json->>'${field}'`
    : `json_extract(${column}, '$.${field}')`;
}
