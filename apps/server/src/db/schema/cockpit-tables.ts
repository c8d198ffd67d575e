import type { Generated } from 'kysely';

/** The kinds of arrival the bell lists (docs/product/cockpit.md#live-bell), as its item ids name them. */
export type BellItemKind = 'application' | 'booking' | 'vendor_complaint' | 'customer_complaint' | 'message';

/** How far this admin has seen each kind of arrival: the highest id shown when the bell was opened. */
export interface AdminBellMarksTable {
  admin_id: number;
  application_id: Generated<number>;
  booking_id: Generated<number>;
  vendor_complaint_id: Generated<number>;
  customer_complaint_id: Generated<number>;
  message_id: Generated<number>;
  updated_at: Generated<string>;
}

/** An arrival this admin opened (`read`) or dismissed (`dismissed`, hidden from the bell). */
export interface AdminNotificationItemsTable {
  admin_id: number;
  kind: BellItemKind;
  ref_id: number;
  state: 'read' | 'dismissed';
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
  admin_bell_marks: AdminBellMarksTable;
  admin_notification_items: AdminNotificationItemsTable;
  chat_read_marks: ChatReadMarksTable;
}
