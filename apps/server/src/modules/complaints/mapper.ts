import type { CustomerComplaint, VendorComplaint } from '@seva/contract';
import type { CustomerComplaintRow, VendorComplaintRow } from './repository';

export function toVendorComplaint(row: VendorComplaintRow): VendorComplaint {
  return {
    vend_comp_id: row.vend_comp_id,
    vendor_id: row.vendor_id,
    vend_comp_desc: row.vend_comp_desc,
    vend_comp_date: row.vend_comp_date,
    vendor_name: row.vendor_name,
    vendor_email: row.vendor_email,
    vendor_mobile: row.vendor_mobile,
  };
}

export function toCustomerComplaint(row: CustomerComplaintRow): CustomerComplaint {
  return {
    cust_comp_id: row.cust_comp_id,
    customer_id: row.customer_id,
    cust_comp_desc: row.cust_comp_desc,
    cust_comp_date: row.cust_comp_date,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    mobile: row.mobile,
  };
}
