/** The workflow's columns (docs/product/complaints.md#workflow), the same on both complaint tables. */
export const COMPLAINT_WORKFLOW_COLUMNS = [
  'status',
  'assignee_id',
  'first_response_at',
  'resolved_at',
  'resolution_note',
] as const;

/** The columns a complaint is read and answered with, whoever writes it (admin lists, the apps). */
export const VENDOR_COMPLAINT_COLUMNS = [
  'vend_comp_id',
  'vendor_id',
  'vend_comp_desc',
  'vend_comp_date',
  'vendor_name',
  'vendor_email',
  'vendor_mobile',
  ...COMPLAINT_WORKFLOW_COLUMNS,
] as const;

export const CUSTOMER_COMPLAINT_COLUMNS = [
  'cust_comp_id',
  'customer_id',
  'cust_comp_desc',
  'cust_comp_date',
  'customer_name',
  'customer_email',
  'mobile',
  ...COMPLAINT_WORKFLOW_COLUMNS,
] as const;
