import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type {
  CustomerComplaintsTable,
  CustomerPaymentsTable,
  CustomerServiceBookingsTable,
  CustomersTable,
  ReviewsTable,
  ServiceCategoriesTable,
  ServicesTable,
  SubscriptionsTable,
  VendorComplaintsTable,
  VendorPaymentsTable,
  VendorsTable,
} from '../db/schema/marketplace-tables';
import {
  approvedColumns,
  bookingRow,
  categoryRow,
  chatConversationRows,
  chatRoomRow,
  customerComplaintRow,
  customerPaymentRow,
  customerRow,
  daysFromNow,
  insertRow,
  insertRows,
  planRow,
  reviewRow,
  subServiceRow,
  vendorComplaintRow,
  vendorPaymentRow,
  vendorRow,
} from './fixtures';

/**
 * Rows for tests, one insert per call: the builders of test/fixtures (sensible defaults, every column
 * overridable) bound to a test's database. Each test file has its own database.
 */

export { ADDRESS, CLEAR_KYC, daysFromNow } from './fixtures';

type Db = Kysely<Database>;
export type VendorInsert = Insertable<VendorsTable>;

/** A pending vendor (not approved, not rejected, not blocked, no subscription) with full KYC. */
export function insertVendor(
  db: Db,
  overrides: Partial<VendorInsert> = {},
): Promise<Selectable<VendorsTable>> {
  return insertRow(db, 'vendors', vendorRow(overrides));
}

export function insertCategory(
  db: Db,
  overrides: Partial<Insertable<ServiceCategoriesTable>> = {},
): Promise<Selectable<ServiceCategoriesTable>> {
  return insertRow(db, 'service_categories', categoryRow(overrides));
}

/** Two categories, Plumbing and Electrical: for lists that tell the vendors of a booking's trade from the others. */
export async function insertTradeCategories(db: Db) {
  const plumbing = await insertCategory(db, { service_category_name: 'Plumbing' });
  const electrical = await insertCategory(db, { service_category_name: 'Electrical' });
  return { plumbing, electrical };
}

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

/** A paid plan ('active'), a free trial or an expired one, ending `expiryDays` from now: a vendor's subscription columns. */
export const subscriptionColumns = subscription;

/** One vendor in every state the lists distinguish, keyed by a name that says which. */
export async function insertVendorsInEveryState(db: Db, adminId: number | null = null) {
  const make = (name: string, values: Partial<VendorInsert>) =>
    insertVendor(db, { vendor_name: name, ...values });
  const approved = approvedColumns(adminId);
  return {
    pending: await make('Pending Pawar', {}),
    rejected: await make('Rejected Rao', {
      is_rejected: 1,
      rejected_by: adminId,
      rejected_date: daysFromNow(-3),
    }),
    subscribed: await make('Subscribed Shah', { ...approved, ...subscription('active', 20) }),
    trial: await make('Trial Thakur', { ...approved, ...subscription('trial', 3.5) }),
    trialOver: await make('Lapsed Lal', { ...approved, ...subscription('trial', -2) }),
    expired: await make('Expired Iyer', { ...approved, ...subscription('expired', -30) }),
    /** A paid plan past its expiry: in no subscription view. */
    paidLapsed: await make('Overdue Oak', { ...approved, ...subscription('active', -1) }),
    /** Approved, on trial, and blocked. */
    blocked: await make('Blocked Bose', {
      ...approved,
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

export function insertCustomer(
  db: Db,
  overrides: Partial<Insertable<CustomersTable>> = {},
): Promise<Selectable<CustomersTable>> {
  return insertRow(db, 'customers', customerRow(overrides));
}

/**
 * An unassigned, pending booking of `customer` for `category`, with the customer's and the category's
 * fields copied as the real flow snapshots them.
 */
export function insertBooking(
  db: Db,
  customer: Selectable<CustomersTable>,
  category: Selectable<ServiceCategoriesTable>,
  overrides: Partial<Insertable<CustomerServiceBookingsTable>> = {},
): Promise<Selectable<CustomerServiceBookingsTable>> {
  return insertRow(db, 'customer_service_bookings', bookingRow(customer, category, overrides));
}

export function insertReview(
  db: Db,
  booking: { booking_id: number; vendor_id: number | null },
  overrides: Partial<Insertable<ReviewsTable>> = {},
): Promise<Selectable<ReviewsTable>> {
  return insertRow(db, 'reviews', reviewRow(booking, overrides));
}

/** The customer's payment for `booking`, copying its customer and service fields. */
export function insertCustomerPayment(
  db: Db,
  booking: Selectable<CustomerServiceBookingsTable>,
  overrides: Partial<Insertable<CustomerPaymentsTable>> = {},
): Promise<Selectable<CustomerPaymentsTable>> {
  return insertRow(db, 'customer_payments', customerPaymentRow(booking, overrides));
}

/** A subscription payment of `vendor` for a new 'Gold' plan unless subscription_id is given. */
export async function insertVendorPayment(
  db: Db,
  vendor: Selectable<VendorsTable>,
  overrides: Partial<Insertable<VendorPaymentsTable>> = {},
): Promise<Selectable<VendorPaymentsTable>> {
  const subscriptionId =
    overrides.subscription_id ??
    (await insertPlan(db, { subscription_price: 999, subscription_desc: '90 days of leads' }))
      .subscription_id;
  return insertRow(db, 'vendor_payments', vendorPaymentRow(vendor, subscriptionId, overrides));
}

export function insertSubService(
  db: Db,
  category: { service_cat_id: number },
  overrides: Partial<Insertable<ServicesTable>> = {},
): Promise<Selectable<ServicesTable>> {
  return insertRow(db, 'services', subServiceRow(category, overrides));
}

export function insertPlan(
  db: Db,
  overrides: Partial<Insertable<SubscriptionsTable>> = {},
): Promise<Selectable<SubscriptionsTable>> {
  return insertRow(db, 'subscriptions', planRow(overrides));
}

/** A complaint by `vendor`, with the vendor's contact fields copied as the real flow snapshots them. */
export function insertVendorComplaint(
  db: Db,
  vendor: Selectable<VendorsTable>,
  overrides: Partial<Insertable<VendorComplaintsTable>> = {},
): Promise<Selectable<VendorComplaintsTable>> {
  return insertRow(db, 'vendor_complaints', vendorComplaintRow(vendor, overrides));
}

/** A complaint by `customer`, with the customer's contact fields copied. */
export function insertCustomerComplaint(
  db: Db,
  customer: Selectable<CustomersTable>,
  overrides: Partial<Insertable<CustomerComplaintsTable>> = {},
): Promise<Selectable<CustomerComplaintsTable>> {
  return insertRow(db, 'customer_complaints', customerComplaintRow(customer, overrides));
}

/** An approved vendor that may sign in to chat. */
export function insertChatVendor(db: Db, overrides: Partial<VendorInsert> = {}) {
  return insertVendor(db, { ...approvedColumns(null), ...overrides });
}

/** A room between `vendorId` and `adminId`; `last` sets its last message and time. */
export async function insertChatRoom(
  db: Db,
  vendorId: number,
  adminId: number,
  last: { message: string; at: string } | null = null,
): Promise<number> {
  const room = await insertRow(
    db,
    'chat_rooms',
    chatRoomRow(
      { vendor_id: vendorId, admin_id: adminId },
      { last_message: last?.message ?? null, last_message_at: last?.at ?? null },
    ),
  );
  return room.room_id;
}

/** `count` messages in the room, alternating admin and vendor, one second apart, ids in time order. */
export async function insertChatMessages(
  db: Db,
  room: { room_id: number; vendor_id: number; admin_id: number },
  count: number,
  text: (i: number) => string = (i) => `message ${i}`,
): Promise<void> {
  await insertRows(db, 'chat_messages', chatConversationRows(room, count, text));
}
