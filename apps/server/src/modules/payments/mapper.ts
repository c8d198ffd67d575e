import type { CustomerPayment, VendorPayment } from '@seva/contract';
import { parseCustomerAddress } from '../customers/service';
import { paymentRefundState } from '../refunds/service';
import type { CustomerPaymentRow, VendorPaymentRow } from './repository';

const money = (value: number | null): number | null => (value === null ? null : Number(value));

/** Every field of docs/product/data-and-security.md#customer-payment; the address as an object. */
export function toCustomerPayment(row: CustomerPaymentRow): CustomerPayment {
  return {
    payment_id: row.payment_id,
    booking_id: row.booking_id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    mobile: row.mobile,
    customer_country: row.customer_country,
    gender: row.gender,
    customer_address: parseCustomerAddress(row.customer_address),
    customer_email: row.customer_email,
    vendor_id: row.vendor_id,
    service_cat_id: row.service_cat_id,
    service_category_name: row.service_category_name,
    service_desc: row.service_desc,
    service_price: money(row.service_price),
    service_category_url: row.service_category_url,
    payment_amount: Number(row.payment_amount),
    payment_date: row.payment_date,
    payment_ref_no: row.payment_ref_no,
    ...paymentRefundState(row),
  };
}

/**
 * The version of a customer payment's JSON: a payment never changes once made but for its refund
 * counters, from which its refund fields are computed (modules/refunds/mapper.ts).
 */
export const customerPaymentVersion = (row: {
  refund_reserved_paise: number;
  refunded_paise: number;
}): string => `${row.refund_reserved_paise}:${row.refunded_paise}`;

/** docs/product/data-and-security.md#vendor-payment: the provider's details grouped under payment_details. */
export function toVendorPayment(row: VendorPaymentRow): VendorPayment {
  return {
    payment_id: row.payment_id,
    subscription_id: row.subscription_id,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    vendor_email: row.vendor_email,
    name_of_bussiness: row.name_of_bussiness,
    payment_date: row.payment_date,
    payment_details: {
      provider_payment_id: row.provider_payment_id,
      provider_signature: row.provider_signature,
      renewal_date: row.renewal_date,
      plan_name: row.plan_name,
      price: Number(row.price),
    },
  };
}
