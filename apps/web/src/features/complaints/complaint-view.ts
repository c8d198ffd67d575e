import type { ComplaintStatus, CustomerComplaint, ServiceLevelState, VendorComplaint } from '@seva/contract';

/** The two lists of the Complaints screen (docs/product/complaints.md#complaints-screen): complaints made by vendors or by customers. */
export type ComplaintKind = 'vendor' | 'customer';

/** One complaint of either kind, in the shape the list and the detail pane show. */
export interface ComplaintView {
  kind: ComplaintKind;
  id: number;
  /** The vendor (or customer) who complained. */
  complainantId: number;
  name: string;
  email: string | null;
  mobile: string | null;
  /** ISO-8601 UTC. */
  date: string;
  description: string;
  status: ComplaintStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  /** ISO-8601 UTC, or null: the first reply to the complainant. */
  firstResponseAt: string | null;
  /** ISO-8601 UTC, or null while not resolved. */
  resolvedAt: string | null;
  resolutionNote: string | null;
  /** ISO-8601 UTC. */
  firstResponseDueAt: string;
  /** ISO-8601 UTC. */
  resolutionDueAt: string;
  serviceLevel: ServiceLevelState;
}

/** One page of complaints and the number of all matches. */
export interface ComplaintPage {
  items: ComplaintView[];
  total: number;
}

type WorkflowFields = Pick<
  VendorComplaint,
  | 'status'
  | 'assignee_id'
  | 'assignee_name'
  | 'first_response_at'
  | 'resolved_at'
  | 'resolution_note'
  | 'first_response_due_at'
  | 'resolution_due_at'
  | 'service_level'
>;

function workflowView(complaint: WorkflowFields) {
  return {
    status: complaint.status,
    assigneeId: complaint.assignee_id,
    assigneeName: complaint.assignee_name,
    firstResponseAt: complaint.first_response_at,
    resolvedAt: complaint.resolved_at,
    resolutionNote: complaint.resolution_note,
    firstResponseDueAt: complaint.first_response_due_at,
    resolutionDueAt: complaint.resolution_due_at,
    serviceLevel: complaint.service_level,
  };
}

export function fromVendorComplaint(complaint: VendorComplaint): ComplaintView {
  return {
    kind: 'vendor',
    id: complaint.vend_comp_id,
    complainantId: complaint.vendor_id,
    name: complaint.vendor_name,
    email: complaint.vendor_email,
    mobile: complaint.vendor_mobile,
    date: complaint.vend_comp_date,
    description: complaint.vend_comp_desc,
    ...workflowView(complaint),
  };
}

export function fromCustomerComplaint(complaint: CustomerComplaint): ComplaintView {
  return {
    kind: 'customer',
    id: complaint.cust_comp_id,
    complainantId: complaint.customer_id,
    name: complaint.customer_name,
    email: complaint.customer_email,
    mobile: complaint.mobile,
    date: complaint.cust_comp_date,
    description: complaint.cust_comp_desc,
    ...workflowView(complaint),
  };
}

/** The audit log's entity type of a complaint (docs/product/data-and-security.md#audit-log). */
export function complaintAuditEntity(kind: ComplaintKind): string {
  return kind === 'vendor' ? 'vendor_complaint' : 'customer_complaint';
}
