import type { MantineColor } from '@mantine/core';
import type { MessageChannel, MessagePreview, MessageRecipient } from '@seva/contract';

/** The Message templates screen's words (docs/product/message-templates-screen.md). */
export const TemplateTexts = {
  title: 'Message templates',
  summary: (n: number) => `${n} ${n === 1 ? 'template' : 'templates'}`,
  intro:
    'What vendors and customers are told on each event, by SMS or WhatsApp. Placeholders in braces are filled in when a message is sent.',
  table: 'Message templates',
  empty: 'No message templates',
  loading: 'Loading...',
  loadFailed: 'Failed to fetch the message templates',
  edit: 'Edit',
  defaultText: 'Default text',
  lastEdit: (name: string | null, at: string) => `${name ?? 'System'} · ${at}`,
  editTitle: (label: string) => `Edit template: ${label}`,
  labels: {
    text: 'Text',
    channel: 'Channel',
    dlt_template_id: 'DLT template id',
    whatsapp_template: 'WhatsApp template name',
    enabled: 'Enabled',
  },
  textDescription: 'Click a placeholder to insert it at the cursor.',
  placeholders: 'Placeholders',
  insert: (name: string) => `Insert {${name}} at the cursor`,
  dltDescription: 'The 19 digits of the template registered on the DLT platform; needed for SMS in India.',
  whatsappDescription: 'The name of the approved template on WhatsApp, e.g. vendor_rejected.',
  enabledDescription: 'A disabled template sends nothing.',
  whatsappFallback: 'WhatsApp is not configured on this server: this message goes by SMS',
  goesBySms: 'goes by SMS',
  preview: 'Preview',
  previewSample: 'With sample values; what is sent is filled in with the real ones.',
  previewFailed: 'No preview',
  previewLoading: 'Rendering the preview...',
  length: (p: Pick<MessagePreview, 'segments' | 'encoding' | 'length'>) =>
    `${p.segments} SMS ${p.segments === 1 ? 'part' : 'parts'} · ${p.encoding} · ${p.length} ${p.length === 1 ? 'character' : 'characters'}`,
  textRequired: 'Enter the text of the message',
  dltInvalid: 'A DLT template id is 19 digits',
  whatsappInvalid: 'Lower-case letters, digits and underscores only',
  saveFailed: 'The template was not saved',
  save: 'Save',
  cancel: 'Cancel',
  saved: (label: string) => `${label} saved.`,
} as const;

export const CHANNEL_WORDS: Record<MessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };
export const RECIPIENT_WORDS: Record<MessageRecipient, string> = { vendor: 'Vendor', customer: 'Customer' };

export const ENABLED_WORDS = { on: 'Enabled', off: 'Disabled' } as const;
export const ENABLED_COLORS: Record<keyof typeof ENABLED_WORDS, MantineColor> = { on: 'teal', off: 'gray' };
