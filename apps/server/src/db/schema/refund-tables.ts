import type { RefundStatus } from '@seva/contract';
import type { Generated } from 'kysely';

/**
 * A refund of a customer payment (modules/refunds, docs/product/refunds.md); money in rupees with two
 * decimals (ADR 003), times ISO-8601 UTC text.
 */
export interface RefundsTable {
  refund_id: Generated<number>;
  /** The customer payment refunded. */
  payment_id: number;
  booking_id: number;
  customer_id: number;
  customer_name: string;
  amount: number;
  reason: string;
  status: Generated<RefundStatus>;
  /** The provider's `rfnd_…` once it accepted the refund. */
  provider_refund_id: string | null;
  /** Why the provider refused or failed it. */
  failure_reason: string | null;
  /** The admin who asked; null when the customer's own cancellation did. */
  requested_by: number | null;
  requested_by_name: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  processed_at: string | null;
}

export interface RefundTables {
  refunds: RefundsTable;
}
