import type { Generated } from 'kysely';

/** What a per-admin read mark covers (docs/product/cockpit.md#live-bell). */
export type ReadMarkKind = 'vendor_complaints' | 'customer_complaints';

/** The highest id of `kind` this admin has seen: newer rows are "new" on the bell. */
export interface AdminReadMarksTable {
  admin_id: number;
  kind: ReadMarkKind;
  last_id: number;
  updated_at: Generated<string>;
}

/** The last message of a chat room this admin has read. */
export interface ChatReadMarksTable {
  admin_id: number;
  room_id: number;
  last_message_id: number;
  updated_at: Generated<string>;
}

export interface CockpitTables {
  admin_read_marks: AdminReadMarksTable;
  chat_read_marks: ChatReadMarksTable;
}
