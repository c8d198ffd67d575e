import type { ChatVendor } from '@seva/contract';
import type { ChatVendorRow } from './repository';

/** A vendor of the /messages list with the calling admin's room and its last message, if any. */
export function toChatVendor(row: ChatVendorRow): ChatVendor {
  return {
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    vendor_email: row.vendor_email,
    room_id: row.room_id,
    last_message: row.last_message,
    last_message_at: row.last_message_at,
  };
}
