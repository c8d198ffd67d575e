import type { Generated } from 'kysely';
import type { ComplaintStatus } from './complaint-tables';

/**
 * Tables of docs/product/data-and-security.md#entities (vendors, catalogue, bookings, payments, complaints, chat). Column names are the wire
 * names. Flags are 0 | 1; timestamps ISO-8601 UTC text; money a number of rupees with two decimals;
 * columns documented as JSON hold JSON text (parse and stringify at the repository edge).
 */

export type Flag = 0 | 1;
export type SubscriptionStatus = 'trial' | 'active' | 'expired';
export type SenderType = 'admin' | 'vendor';

export interface ServiceCategoriesTable {
  service_cat_id: Generated<number>;
  service_category_name: string;
  service_desc: string;
  service_category_url: string | null;
  /** The marketplace's share of its bookings in percent; null: DEFAULT_COMMISSION_PERCENT. */
  commission_percent: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ServicesTable {
  service_id: Generated<number>;
  service_cat_id: number;
  service_name: string;
  service_description: string;
  service_price: number;
  service_image_url: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SubscriptionsTable {
  subscription_id: Generated<number>;
  subscription_name: string;
  subscription_price: number;
  subscription_desc: string;
  /** How many days a paid order of this plan runs. */
  duration_days: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VendorsTable {
  vendor_id: Generated<number>;
  vendor_name: string;
  vendor_email: string;
  vendor_mobile: string;
  name_of_bussiness: string | null;
  bussiness_category: string | null;
  fast_service_category_name: string | null;
  service_cat_id: number | null;
  bussiness_proof_doc_url: string | null;
  gst_number: string | null;
  company_category: string | null;
  /** Kilometres. */
  service_radius: number | null;
  bussiness_address: string | null;
  pincode: string | null;
  /** 'HH:MM' */
  service_start_time: string | null;
  service_end_time: string | null;
  bussiness_desc: string | null;
  /** JSON: string[] of image URLs. */
  image_url: Generated<string>;
  /** JSON: { ifsc, accountNumber, bankName }. */
  account_details: string | null;
  /** JSON: { pan, aadhar, pan_photo, aadhar_photo }. */
  kyc_docs: string | null;
  is_approved: Generated<Flag>;
  approved_by: number | null;
  approved_date: string | null;
  is_rejected: Generated<Flag>;
  rejected_by: number | null;
  rejected_date: string | null;
  is_blocked: Generated<Flag>;
  /** Why the application was rejected (issue 40); null once resubmitted. */
  rejected_reason: string | null;
  blocked_reason: string | null;
  blocked_date: string | null;
  /** The current subscription; null while on the free trial. */
  subscription_id: number | null;
  subscription_name: string | null;
  subscription_price: number | null;
  subscription_desc: string | null;
  subscription_start_date: string | null;
  subscription_expiry_date: string | null;
  subscription_status: SubscriptionStatus | null;
  payment_date: string | null;
  /** JSON: { renewal_date, provider_payment_id }. */
  payment_details: string | null;
  /** The sum of the vendor's ledger entries in paise (docs/decisions/037-vendor-ledger.md). */
  balance_paise: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The vendor row's copy of its current subscription (trial or plan) and its last payment. */
export type VendorSubscriptionColumn =
  | 'subscription_id'
  | 'subscription_name'
  | 'subscription_price'
  | 'subscription_desc'
  | 'subscription_start_date'
  | 'subscription_expiry_date'
  | 'subscription_status'
  | 'payment_date'
  | 'payment_details';

/** History of a vendor's trial and paid periods; the vendor row holds the current one. */
export interface VendorSubscriptionsTable {
  id: Generated<number>;
  vendor_id: number;
  /** Null for the free trial. */
  subscription_id: number | null;
  is_trial: Generated<Flag>;
  start_date: string;
  expiry_date: string;
  created_at: Generated<string>;
}

/** The API presents provider_payment_id … price as payment_details. */
export interface VendorPaymentsTable {
  payment_id: Generated<number>;
  subscription_id: number;
  vendor_id: number;
  vendor_name: string;
  vendor_email: string | null;
  name_of_bussiness: string | null;
  payment_date: string;
  provider_payment_id: string;
  provider_signature: string | null;
  renewal_date: string | null;
  plan_name: string;
  price: number;
  created_at: Generated<string>;
}

export interface CustomersTable {
  customer_id: Generated<number>;
  customer_name: string;
  mobile: string;
  customer_email: string | null;
  customer_country: string | null;
  gender: string | null;
  /** JSON: { street, city, state, zip }. */
  customer_address: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Customer fields and service fields are snapshots taken when the booking was made. */
export interface CustomerServiceBookingsTable {
  booking_id: Generated<number>;
  /** Null while unassigned (Service Request). */
  vendor_id: number | null;
  customer_id: number;
  customer_name: string;
  mobile: string | null;
  customer_email: string | null;
  customer_country: string | null;
  gender: string | null;
  /** JSON: { street, city, state, zip }. */
  customer_address: string | null;
  service_cat_id: number;
  service_category_name: string | null;
  service_desc: string | null;
  service_price: number | null;
  service_category_url: string | null;
  cancelled_reason: string | null;
  is_cancelled: Generated<Flag>;
  is_completed: Generated<Flag>;
  is_booked: Generated<Flag>;
  assigned_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Start of its two-hour slot, ISO-8601 UTC; null for bookings made before slots (migration 280). */
  scheduled_start: string | null;
  /** The city of customer_address, kept for sorting (migration 280). */
  customer_city: string | null;
}

export interface ReviewsTable {
  review_id: Generated<number>;
  booking_id: number;
  vendor_id: number;
  /** 1 to 5. */
  rating: number;
  review_text: string | null;
  created_at: Generated<string>;
}

export interface CustomerPaymentsTable {
  payment_id: Generated<number>;
  customer_id: number;
  booking_id: number;
  vendor_id: number | null;
  customer_name: string;
  mobile: string | null;
  customer_country: string | null;
  gender: string | null;
  /** JSON: { street, city, state, zip }. */
  customer_address: string | null;
  customer_email: string | null;
  service_cat_id: number | null;
  service_category_name: string | null;
  service_desc: string | null;
  service_price: number | null;
  service_category_url: string | null;
  payment_amount: number;
  payment_date: string;
  payment_ref_no: string;
  created_at: Generated<string>;
  /**
   * Whole paise of the payment's refunds that are pending, requested or processed: what the refund guard
   * reserves (migration 2026-11-30-210-refunds, docs/decisions/034-refund-guard.md).
   */
  refund_reserved_paise: Generated<number>;
  /** Whole paise of the payment's processed refunds. */
  refunded_paise: Generated<number>;
  /** The category's commission when the payment was captured (docs/decisions/037-vendor-ledger.md). */
  commission_percent: number | null;
}

export interface VendorComplaintsTable {
  vend_comp_id: Generated<number>;
  vendor_id: number;
  vend_comp_desc: string;
  vend_comp_date: string;
  vendor_name: string;
  vendor_email: string | null;
  vendor_mobile: string | null;
  created_at: Generated<string>;
  /** The workflow's columns (complaint-tables.ts, docs/product/complaints.md#workflow). */
  status: Generated<ComplaintStatus>;
  assignee_id: number | null;
  first_response_at: string | null;
  resolved_at: string | null;
  resolution_note: string | null;
  updated_at: string | null;
}

export interface CustomerComplaintsTable {
  cust_comp_id: Generated<number>;
  customer_id: number;
  cust_comp_desc: string;
  cust_comp_date: string;
  customer_name: string;
  customer_email: string | null;
  mobile: string | null;
  created_at: Generated<string>;
  status: Generated<ComplaintStatus>;
  assignee_id: number | null;
  first_response_at: string | null;
  resolved_at: string | null;
  resolution_note: string | null;
  updated_at: string | null;
}

export interface ChatRoomsTable {
  room_id: Generated<number>;
  vendor_id: number;
  admin_id: number;
  created_at: Generated<string>;
  last_message: string | null;
  last_message_at: string | null;
}

export interface ChatMessagesTable {
  message_id: Generated<number>;
  room_id: number;
  /** An admin id or a vendor id, as sender_type says. */
  sender_id: number;
  sender_type: SenderType;
  message: string;
  sent_at: Generated<string>;
}

/** Each vendor's number of reviews, kept by triggers on reviews (migration 140); no row means 0. */
export interface VendorReviewCountsTable {
  vendor_id: number;
  review_count: number;
}

export interface MarketplaceTables {
  service_categories: ServiceCategoriesTable;
  services: ServicesTable;
  subscriptions: SubscriptionsTable;
  vendors: VendorsTable;
  vendor_subscriptions: VendorSubscriptionsTable;
  vendor_payments: VendorPaymentsTable;
  customers: CustomersTable;
  customer_service_bookings: CustomerServiceBookingsTable;
  reviews: ReviewsTable;
  customer_payments: CustomerPaymentsTable;
  vendor_complaints: VendorComplaintsTable;
  customer_complaints: CustomerComplaintsTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  vendor_review_counts: VendorReviewCountsTable;
}
