import type { Generated } from 'kysely';

/** An operator's version of an event's template (docs/product/messages.md#templates). */
export interface MessageTemplatesTable {
  /** The event's key (MESSAGE_EVENTS in packages/contract). */
  key: string;
  channel: 'sms' | 'whatsapp';
  text: string;
  dlt_template_id: string | null;
  whatsapp_template: string | null;
  enabled: Generated<0 | 1>;
  updated_at: Generated<string>;
  updated_by: number | null;
}

/** A message written for sending; its outbox delivery has the same `dedupe_key`. */
export interface MessagesTable {
  message_id: Generated<number>;
  /** The event that caused it; null for a text an admin wrote (a complaint's SMS reply). */
  event: string | null;
  channel: 'sms' | 'whatsapp';
  /** The full mobile number; shown only masked but its last 4 digits. */
  to_phone: string;
  /** As rendered. */
  text: string;
  /** WhatsApp: the approved template's name and its body parameters (JSON array of strings). */
  whatsapp_template: string | null;
  parameters: string | null;
  vendor_id: number | null;
  booking_id: number | null;
  complaint_id: number | null;
  dedupe_key: string;
  provider_message_id: string | null;
  created_at: Generated<string>;
}

export interface MessageTables {
  message_templates: MessageTemplatesTable;
  messages: MessagesTable;
}
