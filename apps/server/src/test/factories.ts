import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  CustomerComplaintsTable,
  CustomerPaymentsTable,
  CustomerServiceBookingsTable,
  CustomersTable,
  ReviewsTable,
  SenderType,
  ServiceCategoriesTable,
  ServicesTable,
  SubscriptionsTable,
  VendorComplaintsTable,
  VendorPaymentsTable,
  VendorsTable,
} from '../db/marketplace-tables';
import type { Database } from '../db/schema';

/** Rows for tests: sensible defaults, every column overridable. Each test file has its own database. */

let sequence = 0;
const next = () => ++sequence;

const DAY_MS = 86_400_000;
export const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();

export const CLEAR_KYC = {
  pan: 'ABCPK1234F',
  aadhar: '234567891234',
  accountNumber: '50100123456789',
} as const;

export type VendorInsert = Insertable<VendorsTable>;

/** A pending vendor (not approved, not rejected, not blocked, no subscription) with full KYC. */
export async function insertVendor(
  db: Kysely<Database>,
  overrides: Partial<VendorInsert> = {},
): Promise<Selectable<VendorsTable>> {
  const n = next();
  return db
    .insertInto('vendors')
    .values({
      vendor_name: `Vendor ${n}`,
      vendor_email: `vendor${n}@example.in`,
      vendor_mobile: `9${String(n).padStart(9, '0')}`,
      name_of_bussiness: `Business ${n}`,
      bussiness_category: null,
      bussiness_address: `${n} MG Road, Pune`,
      pincode: '411001',
      service_start_time: '09:00',
      service_end_time: '18:00',
      bussiness_desc: 'Ten years of experience.',
      image_url: JSON.stringify([`/uploads/work-${n}.jpg`]),
      account_details: JSON.stringify({
        ifsc: 'HDFC0001234',
        accountNumber: CLEAR_KYC.accountNumber,
        bankName: 'HDFC Bank',
      }),
      kyc_docs: JSON.stringify({
        pan: CLEAR_KYC.pan,
        aadhar: CLEAR_KYC.aadhar,
        pan_photo: '/uploads/pan.jpg',
        aadhar_photo: null,
      }),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertCategory(
  db: Kysely<Database>,
  overrides: Partial<Insertable<ServiceCategoriesTable>> = {},
): Promise<Selectable<ServiceCategoriesTable>> {
  const n = next();
  return db
    .insertInto('service_categories')
    .values({
      service_category_name: `Category ${n}`,
      service_desc: `Services of category ${n}`,
      service_category_url: `/uploads/category-${n}.png`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const approved = (adminId: number | null): Partial<VendorInsert> => ({
  is_approved: 1,
  approved_by: adminId,
  approved_date: daysFromNow(-40),
});

const subscription = (status: 'trial' | 'active' | 'expired', expiryDays: number): Partial<VendorInsert> => ({
  subscription_id: null,
  subscription_name: status === 'active' ? 'Gold' : 'Free Trial',
  subscription_price: status === 'active' ? 999 : 0,
  subscription_desc: status === 'active' ? 'Gold plan' : '14-day free trial',
  subscription_start_date: daysFromNow(expiryDays - 14),
  subscription_expiry_date: daysFromNow(expiryDays),
  subscription_status: status,
  payment_date: status === 'active' ? daysFromNow(expiryDays - 15) : null,
  payment_details:
    status === 'active'
      ? JSON.stringify({ renewal_date: daysFromNow(expiryDays), provider_payment_id: 'pay_ABC123' })
      : null,
});

/** One vendor in every state the lists distinguish, keyed by a name that says which. */
export async function insertVendorsInEveryState(db: Kysely<Database>, adminId: number | null = null) {
  const make = (name: string, values: Partial<VendorInsert>) =>
    insertVendor(db, { vendor_name: name, ...values });
  return {
    pending: await make('Pending Pawar', {}),
    rejected: await make('Rejected Rao', {
      is_rejected: 1,
      rejected_by: adminId,
      rejected_date: daysFromNow(-3),
    }),
    subscribed: await make('Subscribed Shah', { ...approved(adminId), ...subscription('active', 20) }),
    trial: await make('Trial Thakur', { ...approved(adminId), ...subscription('trial', 3.5) }),
    trialOver: await make('Lapsed Lal', { ...approved(adminId), ...subscription('trial', -2) }),
    expired: await make('Expired Iyer', { ...approved(adminId), ...subscription('expired', -30) }),
    /** A paid plan past its expiry: in no subscription view. */
    paidLapsed: await make('Overdue Oak', { ...approved(adminId), ...subscription('active', -1) }),
    /** Approved, on trial, and blocked. */
    blocked: await make('Blocked Bose', {
      ...approved(adminId),
      ...subscription('trial', 5),
      is_blocked: 1,
      blocked_reason: 'Repeated no-shows',
      blocked_date: daysFromNow(-1),
    }),
    /** Pending and blocked. */
    blockedPending: await make('Blocked Pending Bhat', {
      is_blocked: 1,
      blocked_reason: 'Fake documents',
      blocked_date: daysFromNow(-2),
    }),
  };
}
export type VendorsByState = Awaited<ReturnType<typeof insertVendorsInEveryState>>;

// --- Customers, bookings, reviews and payments (issue 5) -------------------------------------------

export const ADDRESS = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' } as const;

export async function insertCustomer(
  db: Kysely<Database>,
  overrides: Partial<Insertable<CustomersTable>> = {},
): Promise<Selectable<CustomersTable>> {
  const n = next();
  return db
    .insertInto('customers')
    .values({
      customer_name: `Customer ${n}`,
      mobile: `8${String(n).padStart(9, '0')}`,
      customer_email: `customer${n}@example.in`,
      customer_country: 'India',
      gender: 'Female',
      customer_address: JSON.stringify(ADDRESS),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An unassigned, pending booking of `customer` for `category`, with the customer's and the category's
 * fields copied as the real flow snapshots them.
 */
export async function insertBooking(
  db: Kysely<Database>,
  customer: Selectable<CustomersTable>,
  category: Selectable<ServiceCategoriesTable>,
  overrides: Partial<Insertable<CustomerServiceBookingsTable>> = {},
): Promise<Selectable<CustomerServiceBookingsTable>> {
  return db
    .insertInto('customer_service_bookings')
    .values({
      customer_id: customer.customer_id,
      customer_name: customer.customer_name,
      mobile: customer.mobile,
      customer_email: customer.customer_email,
      customer_country: customer.customer_country,
      gender: customer.gender,
      customer_address: customer.customer_address,
      service_cat_id: category.service_cat_id,
      service_category_name: category.service_category_name,
      service_desc: 'Kitchen sink leaking',
      service_price: 499,
      service_category_url: category.service_category_url,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertReview(
  db: Kysely<Database>,
  booking: { booking_id: number; vendor_id: number | null },
  overrides: Partial<Insertable<ReviewsTable>> = {},
): Promise<Selectable<ReviewsTable>> {
  if (booking.vendor_id === null) throw new Error('insertReview: the booking has no vendor');
  return db
    .insertInto('reviews')
    .values({
      booking_id: booking.booking_id,
      vendor_id: booking.vendor_id,
      rating: 4,
      review_text: 'Good work.',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer's payment for `booking`, copying its customer and service fields. */
export async function insertCustomerPayment(
  db: Kysely<Database>,
  booking: Selectable<CustomerServiceBookingsTable>,
  overrides: Partial<Insertable<CustomerPaymentsTable>> = {},
): Promise<Selectable<CustomerPaymentsTable>> {
  const n = next();
  return db
    .insertInto('customer_payments')
    .values({
      customer_id: booking.customer_id,
      booking_id: booking.booking_id,
      vendor_id: booking.vendor_id,
      customer_name: booking.customer_name,
      mobile: booking.mobile,
      customer_country: booking.customer_country,
      gender: booking.gender,
      customer_address: booking.customer_address,
      customer_email: booking.customer_email,
      service_cat_id: booking.service_cat_id,
      service_category_name: booking.service_category_name,
      service_desc: booking.service_desc,
      service_price: booking.service_price,
      service_category_url: booking.service_category_url,
      payment_amount: booking.service_price ?? 0,
      payment_date: daysFromNow(-1),
      payment_ref_no: `REF${String(n).padStart(9, '0')}`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A subscription payment of `vendor` for a new 'Gold' plan unless subscription_id is given. */
export async function insertVendorPayment(
  db: Kysely<Database>,
  vendor: Selectable<VendorsTable>,
  overrides: Partial<Insertable<VendorPaymentsTable>> = {},
): Promise<Selectable<VendorPaymentsTable>> {
  const n = next();
  const subscriptionId =
    overrides.subscription_id ??
    (
      await db
        .insertInto('subscriptions')
        .values({
          subscription_name: `Gold ${n}`,
          subscription_price: 999,
          subscription_desc: '90 days of leads',
        })
        .returning('subscription_id')
        .executeTakeFirstOrThrow()
    ).subscription_id;
  return db
    .insertInto('vendor_payments')
    .values({
      subscription_id: subscriptionId,
      vendor_id: vendor.vendor_id,
      vendor_name: vendor.vendor_name,
      vendor_email: vendor.vendor_email,
      name_of_bussiness: vendor.name_of_bussiness,
      payment_date: daysFromNow(-2),
      provider_payment_id: `pay_${String(n).padStart(10, '0')}`,
      provider_signature: `sig_${n}`,
      renewal_date: daysFromNow(88),
      plan_name: 'Gold',
      price: 999,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// --- Sub-services and subscription plans (issue 4) -------------------------------------------------

export async function insertSubService(
  db: Kysely<Database>,
  category: { service_cat_id: number },
  overrides: Partial<Insertable<ServicesTable>> = {},
): Promise<Selectable<ServicesTable>> {
  const n = next();
  return db
    .insertInto('services')
    .values({
      service_cat_id: category.service_cat_id,
      service_name: `Sub-service ${n}`,
      service_description: `What sub-service ${n} includes`,
      service_price: 299,
      service_image_url: `/uploads/sub-service-${n}.png`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPlan(
  db: Kysely<Database>,
  overrides: Partial<Insertable<SubscriptionsTable>> = {},
): Promise<Selectable<SubscriptionsTable>> {
  const n = next();
  return db
    .insertInto('subscriptions')
    .values({
      subscription_name: `Plan ${n}`,
      subscription_price: 499,
      subscription_desc: `Leads for plan ${n}`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// --- Complaints and chat (issue 6) ------------------------------------------------------------------

/** A complaint by `vendor`, with the vendor's contact fields copied as the real flow snapshots them. */
export async function insertVendorComplaint(
  db: Kysely<Database>,
  vendor: Selectable<VendorsTable>,
  overrides: Partial<Insertable<VendorComplaintsTable>> = {},
): Promise<Selectable<VendorComplaintsTable>> {
  const n = next();
  return db
    .insertInto('vendor_complaints')
    .values({
      vendor_id: vendor.vendor_id,
      vend_comp_desc: `Vendor complaint ${n}`,
      vend_comp_date: daysFromNow(-n / 1000),
      vendor_name: vendor.vendor_name,
      vendor_email: vendor.vendor_email,
      vendor_mobile: vendor.vendor_mobile,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A complaint by `customer`, with the customer's contact fields copied. */
export async function insertCustomerComplaint(
  db: Kysely<Database>,
  customer: Selectable<CustomersTable>,
  overrides: Partial<Insertable<CustomerComplaintsTable>> = {},
): Promise<Selectable<CustomerComplaintsTable>> {
  const n = next();
  return db
    .insertInto('customer_complaints')
    .values({
      customer_id: customer.customer_id,
      cust_comp_desc: `Customer complaint ${n}`,
      cust_comp_date: daysFromNow(-n / 1000),
      customer_name: customer.customer_name,
      customer_email: customer.customer_email,
      mobile: customer.mobile,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An approved vendor that may sign in to chat. */
export function insertChatVendor(db: Kysely<Database>, overrides: Partial<VendorInsert> = {}) {
  return insertVendor(db, { ...approved(null), ...overrides });
}

/** A room between `vendorId` and `adminId`; `last` sets its last message and time. */
export async function insertChatRoom(
  db: Kysely<Database>,
  vendorId: number,
  adminId: number,
  last: { message: string; at: string } | null = null,
): Promise<number> {
  const row = await db
    .insertInto('chat_rooms')
    .values({
      vendor_id: vendorId,
      admin_id: adminId,
      last_message: last?.message ?? null,
      last_message_at: last?.at ?? null,
    })
    .returning('room_id')
    .executeTakeFirstOrThrow();
  return row.room_id;
}

/** `count` messages in the room, alternating admin and vendor, one second apart, ids in time order. */
export async function insertChatMessages(
  db: Kysely<Database>,
  room: { room_id: number; vendor_id: number; admin_id: number },
  count: number,
  text: (i: number) => string = (i) => `message ${i}`,
): Promise<void> {
  const start = Date.now() - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => {
    const senderType: SenderType = i % 2 === 0 ? 'admin' : 'vendor';
    return {
      room_id: room.room_id,
      sender_type: senderType,
      sender_id: senderType === 'admin' ? room.admin_id : room.vendor_id,
      message: text(i),
      sent_at: new Date(start + i * 1000).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('chat_messages')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
