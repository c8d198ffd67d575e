import type { CustomerComplaint, VendorComplaint } from '@seva/contract';

/** The two lists of the Complaints screen (docs/product/complaints.md#complaints-screen): complaints made by vendors or by customers. */
export type ComplaintKind = 'vendor' | 'customer';

/** One complaint of either kind, in the shape the list and the detail pane show. */
export interface ComplaintView {
  kind: ComplaintKind;
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  /** ISO-8601 UTC. */
  date: string;
  description: string;
}

/** One page of complaints and the number of all matches. */
export interface ComplaintPage {
  items: ComplaintView[];
  total: number;
}

export function fromVendorComplaint(complaint: VendorComplaint): ComplaintView {
  return {
    kind: 'vendor',
    id: complaint.vend_comp_id,
    name: complaint.vendor_name,
    email: complaint.vendor_email,
    mobile: complaint.vendor_mobile,
    date: complaint.vend_comp_date,
    description: complaint.vend_comp_desc,
  };
}

export function fromCustomerComplaint(complaint: CustomerComplaint): ComplaintView {
  return {
    kind: 'customer',
    id: complaint.cust_comp_id,
    name: complaint.customer_name,
    email: complaint.customer_email,
    mobile: complaint.mobile,
    date: complaint.cust_comp_date,
    description: complaint.cust_comp_desc,
  };
}
