/**
 * The marketplace tables (docs/product/data-and-security.md#entities), parents before children: the
 * order rows must be written in for their foreign keys to hold.
 */
export const MARKETPLACE_TABLES = [
  'service_categories',
  'services',
  'subscriptions',
  'vendors',
  'vendor_subscriptions',
  'vendor_payments',
  'customers',
  'customer_service_bookings',
  'reviews',
  'customer_payments',
  'vendor_complaints',
  'customer_complaints',
  'chat_rooms',
  'chat_messages',
] as const;

export type MarketplaceTable = (typeof MARKETPLACE_TABLES)[number];
