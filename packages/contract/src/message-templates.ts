import { z } from 'zod';
import { dataResponseSchema } from './envelope';
import { type SmsEncoding, smsLength } from './rules/sms-segments';
import { safeText } from './safe-text';

/**
 * What vendors and customers are told (docs/product/messages.md): one template per event, sent by SMS or
 * WhatsApp through the outbox. The keys, placeholders and default texts are named here once.
 */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export type MessageRecipient = 'vendor' | 'customer';

interface MessageEventDefinition {
  recipient: MessageRecipient;
  /** What an operator sees beside the key. */
  label: string;
  /** The placeholders its text may use, each with the value the preview shows. */
  sample: Record<string, string>;
  /** The text until an operator changes it. */
  text: string;
}

const VENDOR = { vendor_name: 'Ravi Kumar', business_name: 'Ravi Plumbing Works' };
const JOB = {
  booking_id: '1042',
  service: 'Tap repair',
  area: 'Koramangala, Bengaluru',
  time: '2 Dec 2026, 10:30 IST',
};

export const MESSAGE_EVENTS = {
  'vendor.application_received': {
    recipient: 'vendor',
    label: 'Application received',
    sample: VENDOR,
    text: 'Hi {vendor_name}, we have received the application of {business_name}. We will tell you when it is reviewed. - Seva',
  },
  'vendor.approved': {
    recipient: 'vendor',
    label: 'Application approved',
    sample: VENDOR,
    text: 'Hi {vendor_name}, {business_name} is approved on Seva. Open the app to start taking jobs. - Seva',
  },
  'vendor.rejected': {
    recipient: 'vendor',
    label: 'Application rejected',
    sample: { ...VENDOR, reason: 'The PAN card photo is not readable' },
    text: 'Hi {vendor_name}, your application for {business_name} was not approved: {reason}. You can correct it and apply again in the app. - Seva',
  },
  'vendor.blocked': {
    recipient: 'vendor',
    label: 'Vendor blocked',
    sample: { ...VENDOR, reason: 'Repeated no-shows' },
    text: 'Hi {vendor_name}, your Seva account is blocked: {reason}. Reply to support in the app to talk about it. - Seva',
  },
  'vendor.unblocked': {
    recipient: 'vendor',
    label: 'Vendor unblocked',
    sample: VENDOR,
    text: 'Hi {vendor_name}, your Seva account is active again. - Seva',
  },
  'vendor.trial_ending': {
    recipient: 'vendor',
    label: 'Trial ending in 3 days',
    sample: { ...VENDOR, expiry_date: '4 Dec 2026' },
    text: 'Hi {vendor_name}, your free trial ends on {expiry_date}. Choose a plan in the app to keep getting jobs. - Seva',
  },
  'vendor.plan_expired': {
    recipient: 'vendor',
    label: 'Plan expired',
    sample: { ...VENDOR, plan: 'Gold', expiry_date: '28 Nov 2026' },
    text: 'Hi {vendor_name}, your {plan} plan ended on {expiry_date}. Renew it in the app to keep getting jobs. - Seva',
  },
  'vendor.plan_paid': {
    recipient: 'vendor',
    label: 'Plan paid',
    sample: { ...VENDOR, plan: 'Gold', amount: '₹1,499.00', expiry_date: '28 Dec 2026' },
    text: 'Hi {vendor_name}, we received {amount} for the {plan} plan. It runs until {expiry_date}. - Seva',
  },
  'booking.assigned_vendor': {
    recipient: 'vendor',
    label: 'New job for the vendor',
    sample: { ...VENDOR, ...JOB, customer_first_name: 'Anita' },
    text: 'New job #{booking_id}: {service} for {customer_first_name} in {area} on {time}. Open the app for the details. - Seva',
  },
  'booking.cancelled_vendor': {
    recipient: 'vendor',
    label: 'Job cancelled, to the vendor',
    sample: { ...VENDOR, ...JOB },
    text: 'Job #{booking_id} ({service} on {time}) is cancelled. You need not go. - Seva',
  },
  'booking.received': {
    recipient: 'customer',
    label: 'Booking received',
    sample: { ...JOB, customer_first_name: 'Anita' },
    text: 'Hi {customer_first_name}, we have your booking #{booking_id} for {service} on {time}. We will tell you who is coming. - Seva',
  },
  'booking.assigned_customer': {
    recipient: 'customer',
    label: 'Vendor assigned, to the customer',
    sample: { ...JOB, customer_first_name: 'Anita', vendor_name: 'Ravi Kumar', vendor_phone: '9876543210' },
    text: 'Hi {customer_first_name}, {vendor_name} ({vendor_phone}) will do your {service} (#{booking_id}) on {time}. - Seva',
  },
  'booking.cancelled_customer': {
    recipient: 'customer',
    label: 'Booking cancelled, to the customer',
    sample: { ...JOB, customer_first_name: 'Anita', refund: 'A refund of ₹450.00 is on its way.' },
    text: 'Hi {customer_first_name}, your booking #{booking_id} for {service} is cancelled. {refund} - Seva',
  },
  'booking.rescheduled_vendor': {
    recipient: 'vendor',
    label: 'Job rescheduled, to the vendor',
    sample: { ...VENDOR, ...JOB, customer_first_name: 'Anita', when: '3 Dec 2026, 14:00-16:00 IST' },
    text: 'Job #{booking_id} ({service} for {customer_first_name} in {area}) is moved to {when}. Open the app for the details. - Seva',
  },
  'booking.rescheduled_customer': {
    recipient: 'customer',
    label: 'Booking rescheduled, to the customer',
    sample: {
      ...JOB,
      customer_first_name: 'Anita',
      when: '3 Dec 2026, 14:00-16:00 IST',
      who: 'Ravi Kumar will come.',
    },
    text: 'Hi {customer_first_name}, your booking #{booking_id} for {service} is moved to {when}. {who} - Seva',
  },
  'refund.processed': {
    recipient: 'customer',
    label: 'Refund processed',
    sample: { booking_id: '1042', customer_first_name: 'Anita', amount: '₹450.00' },
    text: 'Hi {customer_first_name}, your refund of {amount} for booking #{booking_id} is processed. It reaches your account in 5-7 working days. - Seva',
  },
  'vendor.payout_processed': {
    recipient: 'vendor',
    label: 'Payout processed',
    sample: { vendor_name: 'Ravi Kumar', amount: '₹12,450.00', utr: 'HDFCN52026120112345' },
    text: 'Hi {vendor_name}, Seva has paid {amount} to your bank account (UTR {utr}). - Seva',
  },
} as const satisfies Record<string, MessageEventDefinition>;

export type MessageEventKey = keyof typeof MESSAGE_EVENTS;
export const MESSAGE_EVENT_KEYS = Object.keys(MESSAGE_EVENTS) as MessageEventKey[];
export const messageEventKeySchema = z.enum(MESSAGE_EVENT_KEYS as [MessageEventKey, ...MessageEventKey[]], {
  error: 'Message template not found',
});
/** The values one event's text is rendered with: every placeholder of its sample. */
export type MessageVariables<K extends MessageEventKey> = Record<
  keyof (typeof MESSAGE_EVENTS)[K]['sample'],
  string
>;

export function placeholdersOf(key: MessageEventKey): string[] {
  return Object.keys(MESSAGE_EVENTS[key].sample);
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text uses, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** The text with each `{name}` replaced by its value; spaces left doubled by an empty value closed up. */
export function renderMessage(text: string, values: Readonly<Record<string, string>>): string {
  return text
    .replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The longest template text: ten SMS parts of GSM-7. */
export const MESSAGE_TEXT_MAX = 1_530;

export const MessageTemplateMessages = {
  notFound: 'Message template not found',
  textRequired: 'Enter the text of the message',
  textTooLong: `The text must be at most ${MESSAGE_TEXT_MAX} characters`,
  unknownPlaceholder: (name: string) => `Unknown placeholder {${name}}`,
  nothingToChange: 'Send at least one of text, channel, dlt_template_id, whatsapp_template or enabled',
  whatsappTemplateRequired: 'A WhatsApp message needs the name of its approved WhatsApp template',
} as const;

/** A DLT template id: 19 digits, as the Indian DLT platforms issue them. */
const DLT_TEMPLATE_ID = /^\d{19}$/;
/** A WhatsApp template name as Meta allows it: lower-case letters, digits and underscores. */
const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

export const updateMessageTemplateBodySchema = z
  .object({
    text: safeText({ trim: true })
      .min(1, MessageTemplateMessages.textRequired)
      .max(MESSAGE_TEXT_MAX, MessageTemplateMessages.textTooLong)
      .optional(),
    channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be sms or whatsapp' }).optional(),
    dlt_template_id: safeText({ trim: true })
      .regex(DLT_TEMPLATE_ID, 'dlt_template_id must be the 19 digits of a DLT template')
      .nullable()
      .optional(),
    whatsapp_template: safeText({ trim: true })
      .regex(WHATSAPP_TEMPLATE_NAME, 'whatsapp_template must be lower-case letters, digits and underscores')
      .nullable()
      .optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: MessageTemplateMessages.nothingToChange });
export type UpdateMessageTemplateBody = z.infer<typeof updateMessageTemplateBodySchema>;

/** The placeholders of `text` that event `key` does not have (an edit naming one is refused). */
export function unknownPlaceholders(key: MessageEventKey, text: string): string[] {
  const known = placeholdersOf(key);
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/** `/admin/message-templates/{key}`: any text here; a key that is not an event's is 404 (notFound). */
export const messageTemplateParamsSchema = z.object({ key: safeText({ max: 100 }) });

export const messageTemplateSchema = z.object({
  key: messageEventKeySchema,
  label: z.string(),
  recipient: z.enum(['vendor', 'customer']),
  /** The channel chosen for it. */
  channel: z.enum(MESSAGE_CHANNELS),
  /** The channel it goes by now: `sms` when WhatsApp is chosen but not configured on this server. */
  sends_by: z.enum(MESSAGE_CHANNELS),
  text: z.string(),
  placeholders: z.array(z.string()),
  dlt_template_id: z.string().nullable(),
  whatsapp_template: z.string().nullable(),
  enabled: z.boolean(),
  /** ISO-8601 UTC of the last edit; null while it is the default. */
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateListResponseSchema = dataResponseSchema(z.array(messageTemplateSchema));
export const messageTemplateResponseSchema = dataResponseSchema(messageTemplateSchema);

/** POST …/preview: the text to render (the saved one when absent), rendered for the event's sample. */
export const previewMessageTemplateBodySchema = z
  .object({
    text: safeText({ trim: true })
      .min(1, MessageTemplateMessages.textRequired)
      .max(MESSAGE_TEXT_MAX, MessageTemplateMessages.textTooLong)
      .optional(),
  })
  .strict()
  // No body at all previews the saved text.
  .nullish();
export type PreviewMessageTemplateBody = z.infer<typeof previewMessageTemplateBodySchema>;

export const messagePreviewSchema = z.object({
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2'] satisfies SmsEncoding[]),
  length: z.number().int(),
  segments: z.number().int(),
  sample: z.record(z.string(), z.string()),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;
export const messagePreviewResponseSchema = dataResponseSchema(messagePreviewSchema);

export function previewMessage(key: MessageEventKey, text: string): MessagePreview {
  const sample: Record<string, string> = MESSAGE_EVENTS[key].sample;
  const rendered = renderMessage(text, sample);
  return { text: rendered, ...smsLength(rendered), sample };
}

/** The common reasons the Reject dialog offers (issue 40); an operator may write any other. */
export const COMMON_REJECTION_REASONS = [
  'The KYC documents are not readable',
  'The KYC details do not match the documents',
  'The business address could not be verified',
  'The service is not offered in this area',
] as const;
