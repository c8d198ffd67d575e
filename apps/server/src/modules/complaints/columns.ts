/** The columns a complaint is read and answered with, whoever writes it (admin lists, the apps). */
export const VENDOR_COMPLAINT_COLUMNS = [
  'vend_comp_id',
  'vendor_id',
  'vend_comp_desc',
  'vend_comp_date',
  'vendor_name',
  'vendor_email',
  'vendor_mobile',
] as const;

export const CUSTOMER_COMPLAINT_COLUMNS = [
  'cust_comp_id',
  'customer_id',
  'cust_comp_desc',
  'cust_comp_date',
  'customer_name',
  'customer_email',
  'mobile',
] as const;
