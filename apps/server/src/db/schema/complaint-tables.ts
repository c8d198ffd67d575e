import type { Generated } from 'kysely';

/** A complaint's state (docs/product/complaints.md#workflow). */
export type ComplaintStatus = 'open' | 'in_progress' | 'resolved';
export type ComplaintKind = 'vendor' | 'customer';
export type ComplaintNoteKind = 'note' | 'reply' | 'resolution';
export type ComplaintReplyChannel = 'chat' | 'sms';

/**
 * Internal notes, replies and resolution notes of vendor and customer complaints alike:
 * `complaint_id` is a vend_comp_id or a cust_comp_id as `complaint_kind` says. `channel` is how a reply
 * went out; null for the other kinds.
 */
export interface ComplaintNotesTable {
  note_id: Generated<number>;
  complaint_kind: ComplaintKind;
  complaint_id: number;
  kind: ComplaintNoteKind;
  channel: ComplaintReplyChannel | null;
  text: string;
  author_id: number | null;
  created_at: Generated<string>;
}

export interface ComplaintTables {
  complaint_notes: ComplaintNotesTable;
}
