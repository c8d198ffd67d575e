import type { Customer, CustomerPayment, Refund } from '@seva/contract';

/** Rows for the customer component tests, shaped as the API sends them. */
export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customer_id: 72,
    customer_name: 'Chapala Nayar',
    mobile: '7888877977',
    customer_email: 'chapala.nayar@example.in',
    customer_country: 'India',
    gender: 'Female',
    customer_address: { street: '392 Embranthiri Route', city: 'Agartala', state: 'Tripura', zip: '799001' },
    created_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * 5 March 2026, 19:37 in India (14:07 UTC): `5 Mar 2026, 19:37` in a dialog; SPEC's payments table shows the
 * browser's time, `03/05/2026, 14:07` in the tests (their time zone is UTC, apps/web/vitest.base.ts).
 */
export const PAID_AT = '2026-03-05T14:07:00.000Z';

export function aPayment(overrides: Partial<CustomerPayment> = {}): CustomerPayment {
  return {
    payment_id: 34,
    booking_id: 97,
    customer_id: 72,
    customer_name: 'Chapala Nayar',
    mobile: '7888877977',
    customer_country: 'India',
    gender: 'Female',
    customer_address: { street: '392 Embranthiri Route', city: 'Agartala', state: 'Tripura', zip: '799001' },
    customer_email: 'chapala.nayar@example.in',
    vendor_id: 211,
    service_cat_id: 9,
    service_category_name: 'Appliance Repair',
    service_desc: 'Chimney Cleaning.',
    service_price: 123456.5,
    service_category_url: '/uploads/appliance.png',
    payment_amount: 123456.5,
    payment_date: PAID_AT,
    payment_ref_no: '440740000034',
    refunded_amount: 0,
    refundable_amount: 123456.5,
    refund_status: 'none',
    ...overrides,
  };
}

/**
 * A refund of aPayment()'s payment as the refunds routes answer it: asked at 10:30 IST on 30 Nov 2026
 * (05:00 UTC), still `requested` unless told.
 */
export function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    refund_id: 12,
    payment_id: 34,
    booking_id: 97,
    customer_name: 'Chapala Nayar',
    amount: 500,
    reason: 'Service not delivered',
    status: 'requested',
    provider_refund_id: 'rfnd_AbCdEfGh123456',
    requested_by: 1,
    requested_by_name: 'Asha Admin',
    created_at: '2026-11-30T05:00:00.000Z',
    processed_at: null,
    failure_reason: null,
    ...overrides,
  };
}

/** Label → shown value of a DetailList inside `container`. */
export function detailValue(container: HTMLElement, label: string): string | null | undefined {
  const labels = [...container.querySelectorAll('dt')].filter((dt) => dt.textContent === label);
  if (labels.length !== 1) throw new Error(`expected one '${label}' label, found ${labels.length}`);
  return labels[0]?.nextElementSibling?.textContent;
}
