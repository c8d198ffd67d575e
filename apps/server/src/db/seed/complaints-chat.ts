import type { Insertable, Kysely } from 'kysely';
import { chatMessageRow, chatRoomRow, customerComplaintRow, vendorComplaintRow } from '../../test/fixtures';
import type { Dialect } from '../driver/database';
import { insertInChunks } from '../driver/insert-in-chunks';
import type { Database } from '../schema';
import type { ComplaintKind, ComplaintNotesTable, ComplaintStatus } from '../schema/complaint-tables';
import type { SenderType } from '../schema/marketplace-tables';
import type { Catalogue } from './catalogue';
import { chance, daysFrom, pastTime, pick, type SeedContext } from './context';
import type { CustomerSummary } from './customers-bookings';
import type { RowSink } from './row-sink';
import type { VendorSummary } from './vendors';

const VENDOR_COMPLAINTS = [
  'Payout for the bookings I completed last week has not reached my bank account.',
  'The customer cancelled after I reached the site; please compensate the travel cost.',
  'The app shows my service radius wrongly and I get leads from far away.',
  'I keep getting leads outside my category.',
  'My subscription payment was debited twice for the same plan.',
  'The customer was abusive and refused to pay the visiting charge.',
  'Uploading new work photos fails every time.',
  'Lead notifications arrive hours late, so other vendors take the job first.',
  "A customer left a one-star review for a booking that wasn't mine.",
];

const CUSTOMER_COMPLAINTS = [
  'The {category} professional arrived two hours late without informing me.',
  'I was charged more than the price shown for {service}.',
  'The work was left incomplete and the vendor is not answering calls.',
  'The refund for my cancelled {category} booking has not been credited yet.',
  'The technician asked for extra cash for materials without a bill.',
  'Poor quality {service}; the problem came back within two days.',
  'The vendor damaged my furniture while working and refuses responsibility.',
  'I could not reschedule my {category} booking from the app.',
];

export async function addVendorComplaint(
  ctx: SeedContext,
  sink: RowSink,
  vendor: VendorSummary,
): Promise<void> {
  const date = pastTime(ctx, 0.05, 90);
  const complainant = {
    vendor_id: vendor.id,
    vendor_name: vendor.name,
    vendor_email: vendor.email,
    vendor_mobile: vendor.mobile,
  };
  const id = sink.id('vendor_complaints');
  const description = pick(ctx, VENDOR_COMPLAINTS);
  const story = complaintStory(ctx, sink, 'vendor', id, date);
  await sink.add(
    'vendor_complaints',
    vendorComplaintRow(complainant, {
      vend_comp_id: id,
      vend_comp_desc: description,
      vend_comp_date: story.date,
      created_at: story.date,
      ...story.workflow,
    }),
  );
}

export async function addCustomerComplaint(
  ctx: SeedContext,
  sink: RowSink,
  catalogue: Catalogue,
  customer: CustomerSummary,
): Promise<void> {
  const category = pick(ctx, catalogue.categories);
  const service = pick(ctx, category.subServices);
  const date = pastTime(ctx, 0.05, 90);
  const complainant = {
    customer_id: customer.id,
    customer_name: customer.name,
    customer_email: customer.email,
    mobile: customer.mobile,
  };
  const id = sink.id('customer_complaints');
  const description = pick(ctx, CUSTOMER_COMPLAINTS)
    .replace('{category}', category.name.toLowerCase())
    .replace('{service}', service.name.toLowerCase());
  const story = complaintStory(ctx, sink, 'customer', id, date);
  await sink.add(
    'customer_complaints',
    customerComplaintRow(complainant, {
      cust_comp_id: id,
      cust_comp_desc: description,
      cust_comp_date: story.date,
      created_at: story.date,
      ...story.workflow,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// The complaint workflow (docs/product/complaints.md#workflow): every demo complaint gets a state, the
// admin as assignee once someone works on it, notes and reply/resolution times, so the complaints
// screen shows every state and service-level badge. Chosen from the complaint's id and age, not from
// faker, so the rest of the demo data stays as it was.

const HOUR_MS = 3_600_000;

const REPLY_TEXT: Record<ComplaintKind, string> = {
  vendor: 'Thanks for flagging this. We are looking into it and will update you here.',
  customer: 'Seva: we are sorry about your experience. Our team is on it and will call you shortly.',
};
const INTERNAL_NOTES = [
  'Checked the booking history; the complaint matches what the logs show.',
  'Asked finance for the transaction reference.',
  'Spoke to the vendor on the phone; waiting for their side.',
];
const RESOLUTIONS = [
  'Refund of the visiting charge credited to the original payment method.',
  'Payout re-sent after correcting the bank account number.',
  'Vendor counselled; a different professional completed the job free of charge.',
];

interface Plan {
  status: ComplaintStatus;
  /** Made this long ago instead of at its random date. */
  hoursAgo?: number;
  /** The first reply and the resolution, in hours after the complaint. */
  replyAfter?: number;
  resolveAfter?: number;
  /** An internal note after the reply. */
  note?: boolean;
}

/**
 * The first four of each kind are young, which the random dates seldom give: on track (open, 30 min),
 * near its first response (open, 3.3 h), near its resolution (answered, 40 h) and a late first reply.
 */
const PINNED: Record<number, Plan> = {
  1: { status: 'open', hoursAgo: 0.5 },
  2: { status: 'open', hoursAgo: 3.3 },
  3: { status: 'in_progress', hoursAgo: 40, replyAfter: 1.5, note: true },
  4: { status: 'in_progress', hoursAgo: 20, replyAfter: 6 },
};
/** The rest by id: met, replied late, resolved late, still in progress, untouched, met quickly. */
const AGED: readonly Plan[] = [
  { status: 'resolved', replyAfter: 1, resolveAfter: 20, note: true },
  { status: 'resolved', replyAfter: 7, resolveAfter: 30 },
  { status: 'resolved', replyAfter: 2, resolveAfter: 60 },
  { status: 'in_progress', replyAfter: 3 },
  { status: 'open' },
  { status: 'resolved', replyAfter: 0.5, resolveAfter: 8 },
];

type NewNote = Omit<Insertable<ComplaintNotesTable>, 'note_id'>;

/** Notes waiting for the complaints they belong to, per seeding run (its sink). */
const pendingNotes = new WeakMap<RowSink, NewNote[]>();

/** One demo complaint's workflow (PINNED, else AGED), its notes kept for addComplaintNotes. */
function complaintStory(ctx: SeedContext, sink: RowSink, kind: ComplaintKind, id: number, date: string) {
  const now = ctx.now.getTime();
  const after = (start: string, h: number) => new Date(Date.parse(start) + h * HOUR_MS).toISOString();
  const plan = PINNED[id] ?? AGED[id % AGED.length] ?? { status: 'open' };
  const made = plan.hoursAgo === undefined ? date : new Date(now - plan.hoursAgo * HOUR_MS).toISOString();
  const ageHours = (now - Date.parse(made)) / HOUR_MS;
  const fits = (h: number | undefined) => h === undefined || h < ageHours;
  const { status, replyAfter, resolveAfter } =
    fits(plan.replyAfter) && fits(plan.resolveAfter) ? plan : { status: 'open' as const };

  const notes: NewNote[] = [];
  const note = (kind_: NewNote['kind'], text: string, at: string, channel: NewNote['channel'] = null) =>
    notes.push({
      complaint_kind: kind,
      complaint_id: id,
      kind: kind_,
      channel,
      text,
      author_id: ctx.adminId,
      created_at: at,
    });
  const firstResponseAt = replyAfter === undefined ? null : after(made, replyAfter);
  if (firstResponseAt) note('reply', REPLY_TEXT[kind], firstResponseAt, kind === 'vendor' ? 'chat' : 'sms');
  if (plan.note && firstResponseAt) {
    note('note', INTERNAL_NOTES[id % INTERNAL_NOTES.length] ?? '', after(firstResponseAt, 0.25));
  }
  const resolvedAt = resolveAfter === undefined ? null : after(made, resolveAfter);
  const resolution = resolvedAt ? (RESOLUTIONS[id % RESOLUTIONS.length] ?? null) : null;
  if (resolvedAt && resolution) note('resolution', resolution, resolvedAt);
  const pending = pendingNotes.get(sink) ?? [];
  pending.push(...notes);
  pendingNotes.set(sink, pending);

  const lastChange = resolvedAt ?? firstResponseAt;
  return {
    date: made,
    workflow: {
      status,
      assignee_id: status === 'open' ? null : ctx.adminId,
      first_response_at: firstResponseAt,
      resolved_at: resolvedAt,
      resolution_note: resolution,
      updated_at: lastChange,
    },
  };
}

/** Writes the notes of this run's demo complaints (after its complaints, in the same transaction). */
export async function addComplaintNotes(
  db: Kysely<Database>,
  dialect: Dialect,
  sink: RowSink,
): Promise<void> {
  const notes = pendingNotes.get(sink) ?? [];
  pendingNotes.delete(sink);
  await insertInChunks(db, dialect, 'complaint_notes', notes);
}

type Line = readonly [SenderType, string];

/** Short conversations the demo rooms are cut from; `{first}` is the vendor's first name. */
const CONVERSATIONS: readonly (readonly Line[])[] = [
  [
    ['admin', 'Hello {first}, this is the Seva support team. Your documents are verified.'],
    ['vendor', 'Thank you! When will I start getting leads?'],
    ['admin', 'Leads in your area start within 24 hours of approval.'],
    ['vendor', 'Great, thanks for the quick help.'],
  ],
  [
    ['vendor', 'Namaste, my payout for last week is still pending.'],
    ['admin', 'Sorry about that. I have raised it with finance; it will be credited within 2 working days.'],
    ['vendor', 'Okay, please share the reference number once done.'],
    ['admin', 'Sure, I will update you here.'],
  ],
  [
    ['admin', 'Hi {first}, a customer reported that the technician arrived late on Saturday.'],
    ['vendor', 'Traffic was very heavy near the flyover. I informed the customer by phone.'],
    ['admin', 'Please update the ETA in the app next time so the customer is notified.'],
    ['vendor', 'Understood, will do 👍'],
  ],
  [
    ['vendor', 'Can I add a second service category to my profile?'],
    ['admin', 'Yes, the Business Half-Yearly plan includes two categories.'],
    ['vendor', 'What is the price for that plan?'],
    ['admin', 'It is ₹2,399.50 for six months.'],
  ],
  [
    ['admin', 'Your free trial ends soon. Would you like to continue with a paid plan?'],
    ['vendor', 'Yes. Which plan do you recommend for a small team?'],
    ['admin', 'Pro Quarterly works well for teams of two to five people.'],
    ['vendor', 'Okay, I will buy it tonight.'],
  ],
];
const ALL_LINES: readonly Line[] = CONVERSATIONS.flat();

/**
 * A room between the admin and `vendor` with `count` messages (3–8 when not given), oldest first,
 * ending before now; the room carries its last message for the vendor list.
 */
export async function addChatRoom(
  ctx: SeedContext,
  sink: RowSink,
  vendor: VendorSummary,
  count?: number,
): Promise<void> {
  const { faker, adminId, now } = ctx;
  const messages = count ?? faker.number.int({ min: 3, max: 8 });
  const gapsMinutes = Array.from({ length: messages }, () =>
    faker.number.float({ min: 0.5, max: 180, fractionDigits: 2 }),
  );
  const spanDays = gapsMinutes.reduce((sum, m) => sum + m, 0) / 1440;
  const firstAt = Date.parse(
    daysFrom(now, -spanDays - faker.number.float({ min: 0.05, max: 20, fractionDigits: 4 })),
  );
  const room = { room_id: sink.id('chat_rooms'), vendor_id: vendor.id, admin_id: adminId };
  const firstName = vendor.name.split(' ')[0] ?? vendor.name;
  const offset = chance(ctx, 0.5) ? 0 : pick(ctx, [4, 8, 12, 16]);

  const rows = [];
  let at = firstAt;
  for (let m = 0; m < messages; m++) {
    at += Math.round((gapsMinutes[m] ?? 1) * 60_000);
    const [senderType, text] = ALL_LINES[(offset + m) % ALL_LINES.length] ?? ['admin', 'Hello'];
    rows.push(
      chatMessageRow(room, {
        message_id: sink.id('chat_messages'),
        sender_type: senderType,
        message: text.replace('{first}', firstName),
        sent_at: new Date(at).toISOString(),
      }),
    );
  }
  const last = rows.at(-1);
  await sink.add(
    'chat_rooms',
    chatRoomRow(room, {
      room_id: room.room_id,
      created_at: new Date(firstAt - 60_000).toISOString(),
      last_message: last?.message ?? null,
      last_message_at: last?.sent_at ?? null,
    }),
  );
  for (const row of rows) await sink.add('chat_messages', row);
}
