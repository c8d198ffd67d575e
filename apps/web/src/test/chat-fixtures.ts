import type { ChatVendor } from '@seva/contract';

/** A vendor of the Messages screen, shaped as the API sends it: Ravi Kumar, no room yet. */
export function aChatVendor(overrides: Partial<ChatVendor> = {}): ChatVendor {
  return {
    vendor_id: 5,
    vendor_name: 'Ravi Kumar',
    vendor_email: 'ravi.kumar@example.in',
    room_id: null,
    last_message: null,
    last_message_at: null,
    ...overrides,
  };
}
