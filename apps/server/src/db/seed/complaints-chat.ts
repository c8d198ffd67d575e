import { chatMessageRow, chatRoomRow, customerComplaintRow, vendorComplaintRow } from '../fixtures';
import type { SenderType } from '../marketplace-tables';
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
  await sink.add(
    'vendor_complaints',
    vendorComplaintRow(complainant, {
      vend_comp_id: sink.id('vendor_complaints'),
      vend_comp_desc: pick(ctx, VENDOR_COMPLAINTS),
      vend_comp_date: date,
      created_at: date,
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
  await sink.add(
    'customer_complaints',
    customerComplaintRow(complainant, {
      cust_comp_id: sink.id('customer_complaints'),
      cust_comp_desc: pick(ctx, CUSTOMER_COMPLAINTS)
        .replace('{category}', category.name.toLowerCase())
        .replace('{service}', service.name.toLowerCase()),
      cust_comp_date: date,
      created_at: date,
    }),
  );
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
