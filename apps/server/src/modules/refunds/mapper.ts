import type { CustomerAppRefund, PaymentRefundStatus, Refund } from '@seva/contract';
import { paiseToRupees, rupeesToPaise } from '../../lib/paise';
import type { RefundRow } from './repository';

/** docs/product/refunds.md: a refund as the admin API shows it (money in rupees). */
export function toRefund(row: RefundRow): Refund {
  return {
    refund_id: row.refund_id,
    payment_id: row.payment_id,
    booking_id: row.booking_id,
    customer_name: row.customer_name,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    provider_refund_id: row.provider_refund_id,
    requested_by: row.requested_by,
    requested_by_name: row.requested_by_name,
    created_at: row.created_at,
    processed_at: row.processed_at,
    failure_reason: row.failure_reason,
  };
}

/** A refund as the customer app shows it: no admin's name. */
export function toCustomerAppRefund(row: RefundRow): CustomerAppRefund {
  return {
    refund_id: row.refund_id,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    provider_refund_id: row.provider_refund_id,
    created_at: row.created_at,
    processed_at: row.processed_at,
  };
}

/** The refund counters a customer payment row keeps (migration 2026-11-30-210-refunds). */
export interface PaymentRefundCounters {
  payment_amount: number | string;
  refund_reserved_paise: number;
  refunded_paise: number;
}

export interface PaymentRefundState {
  /** Rupees of processed refunds. */
  refunded_amount: number;
  /** Rupees still refundable: captured − processed − pending and requested. */
  refundable_amount: number;
  refund_status: PaymentRefundStatus;
}

/**
 * A payment's refunds in figures and one word, from its counters alone (so a cached payment's JSON is
 * right for as long as its counters are the same): `pending` while some refund is on its way, else
 * `full` once processed refunds cover it, `partial` when some is, `none` otherwise.
 */
export function paymentRefundState(payment: PaymentRefundCounters): PaymentRefundState {
  const captured = rupeesToPaise(payment.payment_amount);
  const reserved = Number(payment.refund_reserved_paise);
  const refunded = Number(payment.refunded_paise);
  const status: PaymentRefundStatus =
    reserved > refunded ? 'pending' : refunded === 0 ? 'none' : refunded >= captured ? 'full' : 'partial';
  return {
    refunded_amount: paiseToRupees(refunded),
    refundable_amount: paiseToRupees(Math.max(0, captured - reserved)),
    refund_status: status,
  };
}
