import type { CustomerComplaint, VendorComplaint } from '@seva/contract';

/** A complaint just made: open, nobody on it, nothing done yet (the due times are the test's to set). */
const OPEN_WORKFLOW = {
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  first_response_at: null,
  resolved_at: null,
  resolution_note: null,
  first_response_due_at: '2026-11-20T13:15:00.000Z',
  resolution_due_at: '2026-11-23T09:15:00.000Z',
  service_level: 'on_track',
} as const;

/** Rows for the complaints component tests, shaped as the API sends them: Rakesh Menon's open complaint #41. */
export function aVendorComplaint(overrides: Partial<VendorComplaint> = {}): VendorComplaint {
  return {
    vend_comp_id: 41,
    vendor_id: 5,
    vend_comp_desc: 'My payout is late again.',
    vend_comp_date: '2026-11-20T09:15:00.000Z',
    vendor_name: 'Rakesh Menon',
    vendor_email: 'rakesh.menon@example.in',
    vendor_mobile: '9876501234',
    ...OPEN_WORKFLOW,
    ...overrides,
  };
}

/** Farah Siddiqui's open complaint #77. */
export function aCustomerComplaint(overrides: Partial<CustomerComplaint> = {}): CustomerComplaint {
  return {
    cust_comp_id: 77,
    customer_id: 3,
    cust_comp_desc: 'The plumber never came.',
    cust_comp_date: '2026-11-19T18:00:00.000Z',
    customer_name: 'Farah Siddiqui',
    customer_email: 'farah@example.in',
    mobile: '9123456780',
    ...OPEN_WORKFLOW,
    ...overrides,
  };
}
