import type { ComplaintNote, ComplaintStatus, CustomerComplaint, VendorComplaint } from '@seva/contract';
import type { ComplaintNoteRow } from './repository';
import { type ServiceLevelClock, serviceLevelOf } from './service-level';

/** The workflow's columns as every complaint read has them; assignee_name only where the admin is joined. */
interface WorkflowRow {
  status: ComplaintStatus;
  assignee_id: number | null;
  assignee_name?: string | null;
  first_response_at: string | null;
  resolved_at: string | null;
  resolution_note: string | null;
}

export interface VendorComplaintInput extends WorkflowRow {
  vend_comp_id: number;
  vendor_id: number;
  vend_comp_desc: string;
  vend_comp_date: string;
  vendor_name: string;
  vendor_email: string | null;
  vendor_mobile: string | null;
}

export interface CustomerComplaintInput extends WorkflowRow {
  cust_comp_id: number;
  customer_id: number;
  cust_comp_desc: string;
  cust_comp_date: string;
  customer_name: string;
  customer_email: string | null;
  mobile: string | null;
}

function workflowOf(row: WorkflowRow, date: string, clock: ServiceLevelClock) {
  return {
    status: row.status,
    assignee_id: row.assignee_id,
    assignee_name: row.assignee_name ?? null,
    first_response_at: row.first_response_at,
    resolved_at: row.resolved_at,
    resolution_note: row.resolution_note,
    ...serviceLevelOf({ ...row, date }, clock),
  };
}

export function toVendorComplaint(row: VendorComplaintInput, clock: ServiceLevelClock): VendorComplaint {
  return {
    vend_comp_id: row.vend_comp_id,
    vendor_id: row.vendor_id,
    vend_comp_desc: row.vend_comp_desc,
    vend_comp_date: row.vend_comp_date,
    vendor_name: row.vendor_name,
    vendor_email: row.vendor_email,
    vendor_mobile: row.vendor_mobile,
    ...workflowOf(row, row.vend_comp_date, clock),
  };
}

export function toCustomerComplaint(
  row: CustomerComplaintInput,
  clock: ServiceLevelClock,
): CustomerComplaint {
  return {
    cust_comp_id: row.cust_comp_id,
    customer_id: row.customer_id,
    cust_comp_desc: row.cust_comp_desc,
    cust_comp_date: row.cust_comp_date,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    mobile: row.mobile,
    ...workflowOf(row, row.cust_comp_date, clock),
  };
}

export function toComplaintNote(row: ComplaintNoteRow): ComplaintNote {
  return {
    note_id: row.note_id,
    kind: row.kind,
    channel: row.channel,
    text: row.text,
    author_id: row.author_id,
    author_name: row.author_name,
    created_at: row.created_at,
  };
}
