import { randomUUID } from 'node:crypto';
import {
  MESSAGE_EVENTS,
  type MessageChannel,
  type MessageEventKey,
  type MessageVariables,
  maskKycNumber,
  placeholdersIn,
  renderMessage,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { type Actor, writeAudit } from '../audit/service';
import { enqueueOutbox } from '../outbox/service';
import { findTemplateRow, insertMessage, type MessageTemplateRow } from './repository';

/** How messages write money, moments and names; the callers format their values with these. */
export { firstNameOf, indiaDateText, indiaTimeText, NO_REJECTION_REASON, rupeesText } from './values';

/**
 * What vendors and customers are told (docs/product/messages.md). Other modules take from here:
 * - `queueMessage(config, trx, { event, to, values, about })` in the transaction of the decision that
 *   causes it: the event's template rendered, written as a message and an outbox delivery (kind `sms` or
 *   `whatsapp`), and listed on the timeline of what it is about;
 * - `queueText(config, trx, { to, text, about })`: a text an admin wrote (a complaint's SMS reply).
 * Both write nothing when the phone is missing, the template is disabled, or the dedupe key was used.
 */

/** The outbox kinds that carry messages. */
export const SMS_KIND = 'sms';
export const WHATSAPP_KIND = 'whatsapp';

/** What a message is about: its timeline lists it (a booking's first, else the vendor's, else the complaint's). */
export interface MessageAbout {
  vendorId?: number;
  bookingId?: number;
  complaintId?: number;
}

export interface QueuedMessage<K extends MessageEventKey> {
  event: K;
  /** The recipient's mobile number; null or empty sends nothing. */
  to: string | null | undefined;
  values: MessageVariables<K>;
  about: MessageAbout;
  /**
   * Unique for what it tells, when the same event may be found twice (a daily reminder: `vendor.trial_ending:
   * vendor:12:2026-12-04`); a second message with it writes nothing. Default: a new key each time.
   */
  dedupeKey?: string;
  /** The admin whose decision sends it; none for the apps' and the scheduler's. */
  actor?: Actor;
}

export interface EffectiveTemplate {
  key: MessageEventKey;
  channel: MessageChannel;
  text: string;
  dlt_template_id: string | null;
  whatsapp_template: string | null;
  enabled: boolean;
  updated_at: string | null;
  updated_by: number | null;
}

/** The template of `key` as it stands: the operator's saved version, else the contract's default. */
export async function effectiveTemplate(
  db: Kysely<Database>,
  key: MessageEventKey,
): Promise<EffectiveTemplate> {
  return templateOf(key, await findTemplateRow(db, key));
}

/** The template of `key` from its saved row, if any, else the contract's default. */
export function templateOf(key: MessageEventKey, row: MessageTemplateRow | undefined): EffectiveTemplate {
  if (!row) {
    return {
      key,
      channel: 'sms',
      text: MESSAGE_EVENTS[key].text,
      dlt_template_id: null,
      whatsapp_template: null,
      enabled: true,
      updated_at: null,
      updated_by: null,
    };
  }
  return {
    key,
    channel: row.channel,
    text: row.text,
    dlt_template_id: row.dlt_template_id,
    whatsapp_template: row.whatsapp_template,
    enabled: row.enabled === 1,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/** The channel a template goes by on this server: WhatsApp only when configured and named; else SMS. */
export function sendsBy(config: Config, template: Pick<EffectiveTemplate, 'channel' | 'whatsapp_template'>) {
  return template.channel === 'whatsapp' && config.whatsapp && template.whatsapp_template
    ? 'whatsapp'
    : 'sms';
}

export async function queueMessage<K extends MessageEventKey>(
  config: Config,
  trx: Kysely<Database>,
  message: QueuedMessage<K>,
): Promise<number | null> {
  if (!message.to) return null;
  const template = await effectiveTemplate(trx, message.event);
  if (!template.enabled) return null;
  const values: Readonly<Record<string, string>> = message.values;
  const channel = sendsBy(config, template);
  return write(trx, {
    event: message.event,
    channel,
    to: message.to,
    text: renderMessage(template.text, values),
    whatsapp:
      channel === 'whatsapp'
        ? {
            template: template.whatsapp_template as string,
            parameters: placeholdersIn(template.text).map((name) => values[name] ?? ''),
          }
        : undefined,
    about: message.about,
    dedupeKey: message.dedupeKey ?? `message:${message.event}:${randomUUID()}`,
    actor: message.actor,
  });
}

/** A text an admin wrote, sent by SMS as written. */
export async function queueText(
  trx: Kysely<Database>,
  message: { to: string; text: string; about: MessageAbout; actor?: Actor; dedupeKey?: string },
): Promise<number | null> {
  return write(trx, {
    event: null,
    channel: 'sms',
    to: message.to,
    text: message.text,
    about: message.about,
    dedupeKey: message.dedupeKey ?? `message:text:${randomUUID()}`,
    actor: message.actor,
  });
}

async function write(
  trx: Kysely<Database>,
  message: {
    event: MessageEventKey | null;
    channel: MessageChannel;
    to: string;
    text: string;
    whatsapp?: { template: string; parameters: string[] };
    about: MessageAbout;
    dedupeKey: string;
    actor?: Actor;
  },
): Promise<number | null> {
  const { about } = message;
  const messageId = await insertMessage(trx, {
    event: message.event,
    channel: message.channel,
    to_phone: message.to,
    text: message.text,
    whatsapp_template: message.whatsapp?.template ?? null,
    parameters: message.whatsapp ? JSON.stringify(message.whatsapp.parameters) : null,
    vendor_id: about.vendorId ?? null,
    booking_id: about.bookingId ?? null,
    complaint_id: about.complaintId ?? null,
    dedupe_key: message.dedupeKey,
  });
  if (messageId === undefined) return null;
  await enqueueOutbox(trx, {
    kind: message.channel === 'whatsapp' ? WHATSAPP_KIND : SMS_KIND,
    dedupeKey: message.dedupeKey,
    payload: { message_id: messageId },
  });
  const [entity, entityId] =
    about.bookingId !== undefined
      ? ['booking', about.bookingId]
      : about.vendorId !== undefined
        ? ['vendor', about.vendorId]
        : ['complaint', about.complaintId ?? null];
  await writeAudit(trx, {
    adminId: message.actor?.adminId ?? null,
    ip: message.actor?.ip ?? null,
    action: 'message.queued',
    entity,
    entityId,
    after: {
      message_id: messageId,
      event: message.event,
      channel: message.channel,
      to: maskKycNumber(message.to),
      text: message.text,
    },
  });
  return messageId;
}
