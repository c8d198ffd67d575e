import type { ComplaintStatus } from '@seva/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import { matchesText } from '../../db/driver/search';
import type { Database } from '../../db/schema';
import type { ComplaintKind } from '../../db/schema/complaint-tables';
import { NO_LIMIT, type Page } from '../../lib/lists/paging';
import { CUSTOMER_COMPLAINT_COLUMNS, VENDOR_COMPLAINT_COLUMNS } from './columns';

/** What chooses a list's complaints: a contains on the party's name, one state. */
export interface ComplaintFilter {
  q?: string;
  status?: ComplaintStatus;
}

/** `age` youngest first (the default), `-age` oldest first. */
export type ComplaintPage = Page<'age' | '-age'>;

function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, page: ComplaintPage): Q {
  if (page.limit === undefined && page.offset === undefined) return query;
  return query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
}

const ageDirection = (page: ComplaintPage) => (page.sort === '-age' ? 'asc' : 'desc');

/** The assignee's name, read beside the complaint's own columns. */
const assigneeName = (eb: ExpressionBuilder<Database, 'vendor_complaints' | 'customer_complaints'>) =>
  eb
    .selectFrom('admins')
    .select('admins.name')
    .whereRef('admins.id', '=', sql.ref<number>('assignee_id'))
    .as('assignee_name');

/** Vendor complaints matching the filter (vendor_name contains `q`, the state). */
function vendorComplaints(db: Kysely<Database>, dialect: Dialect, filter: ComplaintFilter) {
  let query = db.selectFrom('vendor_complaints');
  if (filter.q) query = query.where(matchesText(dialect, 'vendor_complaints', ['vendor_name'], filter.q));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** …youngest first (date, then id) or oldest first, paged when the page says so. */
function vendorComplaintPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
) {
  const direction = ageDirection(page);
  return paged(
    vendorComplaints(db, dialect, filter)
      .orderBy('vend_comp_date', direction)
      .orderBy('vend_comp_id', direction),
    page,
  );
}

export function listVendorComplaintRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
) {
  return vendorComplaintPage(db, dialect, filter, page)
    .select(VENDOR_COMPLAINT_COLUMNS)
    .select(assigneeName)
    .execute();
}

export type VendorComplaintRow = Awaited<ReturnType<typeof listVendorComplaintRows>>[number];

/** The list's ids in its order: what an unpaged list streams (lib/lists/streamed-list). */
export async function listVendorComplaintIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
): Promise<number[]> {
  const rows = await vendorComplaintPage(db, dialect, filter, page).select('vend_comp_id').execute();
  return rows.map((row) => row.vend_comp_id);
}

export function findVendorComplaintRows(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<VendorComplaintRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vendor_complaints')
    .select(VENDOR_COMPLAINT_COLUMNS)
    .select(assigneeName)
    .where('vend_comp_id', 'in', ids)
    .execute();
}

export async function countVendorComplaints(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
): Promise<number> {
  const row = await vendorComplaints(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Customer complaints matching the filter (customer_name contains `q`, the state). */
function customerComplaints(db: Kysely<Database>, dialect: Dialect, filter: ComplaintFilter) {
  let query = db.selectFrom('customer_complaints');
  if (filter.q) {
    query = query.where(matchesText(dialect, 'customer_complaints', ['customer_name'], filter.q));
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

/** …youngest first (date, then id) or oldest first, paged when the page says so. */
function customerComplaintPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
) {
  const direction = ageDirection(page);
  return paged(
    customerComplaints(db, dialect, filter)
      .orderBy('cust_comp_date', direction)
      .orderBy('cust_comp_id', direction),
    page,
  );
}

export function listCustomerComplaintRows(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
) {
  return customerComplaintPage(db, dialect, filter, page)
    .select(CUSTOMER_COMPLAINT_COLUMNS)
    .select(assigneeName)
    .execute();
}

export type CustomerComplaintRow = Awaited<ReturnType<typeof listCustomerComplaintRows>>[number];

export async function listCustomerComplaintIds(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
  page: ComplaintPage,
): Promise<number[]> {
  const rows = await customerComplaintPage(db, dialect, filter, page).select('cust_comp_id').execute();
  return rows.map((row) => row.cust_comp_id);
}

export function findCustomerComplaintRows(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<CustomerComplaintRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_complaints')
    .select(CUSTOMER_COMPLAINT_COLUMNS)
    .select(assigneeName)
    .where('cust_comp_id', 'in', ids)
    .execute();
}

export async function countCustomerComplaints(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ComplaintFilter,
): Promise<number> {
  const row = await customerComplaints(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------------
// The workflow: the same columns on both tables, told apart by ComplaintKind.

/**
 * The table and id column of each kind. The workflow's statements name the table through this and are
 * typed against vendor_complaints: the workflow's columns are the same on both tables.
 */
const TABLES = {
  vendor: { table: 'vendor_complaints', id: 'vend_comp_id' },
  customer: { table: 'customer_complaints', id: 'cust_comp_id' },
} as const;

const tableOf = (kind: ComplaintKind) => TABLES[kind].table as 'vendor_complaints';
const idOf = (kind: ComplaintKind) => sql.ref<number>(TABLES[kind].id);

/** What a change is decided on: the complaint's state, assignee and whom a reply goes to. */
export async function findComplaintState(db: Kysely<Database>, kind: ComplaintKind, id: number) {
  return db
    .selectFrom(tableOf(kind))
    .select(['status', 'assignee_id', 'first_response_at', 'resolved_at', 'resolution_note'])
    .select(
      kind === 'vendor' ? sql<number>`vendor_id`.as('party_id') : sql<number>`customer_id`.as('party_id'),
    )
    .select(
      kind === 'vendor'
        ? sql<string | null>`vendor_mobile`.as('mobile')
        : sql<string | null>`mobile`.as('mobile'),
    )
    .where(idOf(kind), '=', id)
    .executeTakeFirst();
}

export type ComplaintState = NonNullable<Awaited<ReturnType<typeof findComplaintState>>>;

/** The workflow columns a change may set. */
export interface ComplaintChange {
  status?: ComplaintStatus;
  assignee_id?: number | null;
  first_response_at?: string | null;
  resolved_at?: string | null;
  resolution_note?: string | null;
  updated_at: string;
}

/**
 * Sets `change` only while the complaint still has the state and assignee the change was decided on
 * (`expect`: only what the decision read); answers whether it did. One conditional statement: of two
 * concurrent changes decided on the same read, one changes the row and the other changes nothing.
 */
export async function updateComplaintIf(
  db: Kysely<Database>,
  kind: ComplaintKind,
  id: number,
  expect: { status?: ComplaintStatus; assignee_id?: number | null },
  change: ComplaintChange,
): Promise<boolean> {
  let query = db.updateTable(tableOf(kind)).set(change).where(idOf(kind), '=', id);
  if (expect.status !== undefined) query = query.where('status', '=', expect.status);
  if (expect.assignee_id !== undefined) {
    query =
      expect.assignee_id === null
        ? query.where('assignee_id', 'is', null)
        : query.where('assignee_id', '=', expect.assignee_id);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reply: the first response if there was none, and an open complaint moves to in_progress. */
export async function markReplied(
  db: Kysely<Database>,
  kind: ComplaintKind,
  id: number,
  now: string,
): Promise<{ moved: boolean }> {
  const moved = await db
    .updateTable(tableOf(kind))
    .set((eb) => ({
      status: 'in_progress',
      first_response_at: eb.fn.coalesce('first_response_at', eb.val(now)),
      updated_at: now,
    }))
    .where(idOf(kind), '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return { moved: true };
  await db
    .updateTable(tableOf(kind))
    .set({ first_response_at: now, updated_at: now })
    .where(idOf(kind), '=', id)
    .where('first_response_at', 'is', null)
    .execute();
  return { moved: false };
}

export async function insertComplaintNote(
  db: Kysely<Database>,
  note: {
    complaint_kind: ComplaintKind;
    complaint_id: number;
    kind: 'note' | 'reply' | 'resolution';
    channel: 'chat' | 'sms' | null;
    text: string;
    author_id: number | null;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('complaint_notes')
    .values(note)
    .returning('note_id')
    .executeTakeFirstOrThrow();
  return row.note_id;
}

/** A complaint's notes, oldest first, with their authors' names. */
export function listComplaintNotes(db: Kysely<Database>, kind: ComplaintKind, id: number) {
  return db
    .selectFrom('complaint_notes as n')
    .leftJoin('admins as a', 'a.id', 'n.author_id')
    .select(['n.note_id', 'n.kind', 'n.channel', 'n.text', 'n.author_id', 'n.created_at'])
    .select('a.name as author_name')
    .where('n.complaint_kind', '=', kind)
    .where('n.complaint_id', '=', id)
    .orderBy('n.note_id')
    .execute();
}

export type ComplaintNoteRow = Awaited<ReturnType<typeof listComplaintNotes>>[number];
