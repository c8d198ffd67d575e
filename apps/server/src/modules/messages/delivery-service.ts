import { MESSAGE_EVENTS, type MessageEventKey } from '@seva/contract';
import type { Kysely } from 'kysely';
import { SmsRefusedError, type SmsSender } from '../../adapters/sms/sms-sender';
import { templateLanguage, WhatsAppRefusedError, type WhatsAppSender } from '../../adapters/whatsapp';
import type { Database } from '../../db/schema';
import { type OutboxDeliveryContext, type OutboxHandler, PermanentDeliveryError } from '../outbox/service';
import { findMessage, type MessageRow, setProviderMessageId } from './repository';
import { effectiveTemplate } from './service';

/** What the `sms` and `whatsapp` outbox kinds' handlers need (messages/routes.ts registers them). */
export interface MessageDeliveryDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  /** Meta's Cloud API when configured (config.whatsapp); else a WhatsApp message goes by SMS. */
  whatsapp?: WhatsAppSender;
}

/** The message an outbox row carries (`{ message_id }`); gone, it cannot be delivered. */
async function messageOf(db: Kysely<Database>, payload: unknown): Promise<MessageRow> {
  const id = (payload as { message_id?: unknown } | null)?.message_id;
  const row = typeof id === 'number' ? await findMessage(db, id) : undefined;
  if (!row) throw new PermanentDeliveryError(`No message ${String(id)} to send`);
  return row;
}

/** A refusal the provider will repeat is PermanentDeliveryError (dead at once); anything else is retried. */
function asDeliveryError(err: unknown): unknown {
  if (err instanceof SmsRefusedError || err instanceof WhatsAppRefusedError) {
    return new PermanentDeliveryError(err.message);
  }
  return err;
}

/**
 * The handlers of the outbox kinds `sms` and `whatsapp` (docs/product/messages.md#delivery): each loads
 * the message by `payload.message_id`, sends it with the outbox row's dedupe key as the provider's
 * reference (the SMS gateway's idempotency key, WhatsApp's callback data), and keeps the id the provider
 * gave it. At least once: a gateway that keeps idempotency keys answers a second attempt with the first
 * message, and only the first provider id is kept.
 */
export function createMessageDelivery(deps: MessageDeliveryDeps) {
  const { db, sms, whatsapp } = deps;

  async function sendSms(message: MessageRow, context: OutboxDeliveryContext): Promise<string | undefined> {
    // The DLT template id is the template's as it stands when sent (the gateway checks the text against it).
    const dltTemplateId =
      message.event && message.event in MESSAGE_EVENTS
        ? (await effectiveTemplate(db, message.event as MessageEventKey)).dlt_template_id
        : null;
    const sent = await sms.send(message.to_phone, message.text, {
      dltTemplateId,
      reference: context.dedupeKey,
      signal: context.signal,
      details: { message_id: message.message_id, event: message.event },
    });
    return sent.providerMessageId;
  }

  async function deliver(
    message: MessageRow,
    context: OutboxDeliveryContext,
    send: (message: MessageRow, context: OutboxDeliveryContext) => Promise<string | undefined>,
  ): Promise<void> {
    let providerId: string | undefined;
    try {
      providerId = await send(message, context);
    } catch (err) {
      throw asDeliveryError(err);
    }
    if (providerId) await setProviderMessageId(db, message.message_id, providerId);
  }

  const smsHandler: OutboxHandler = async (payload, context) => {
    await deliver(await messageOf(db, payload), context, sendSms);
  };

  const whatsappHandler: OutboxHandler = async (payload, context) => {
    const message = await messageOf(db, payload);
    // WhatsApp unset since the message was written (or no template named): it goes by SMS as written.
    if (!whatsapp || !message.whatsapp_template) {
      await deliver(message, context, sendSms);
      return;
    }
    await deliver(message, context, async (m, { dedupeKey, signal }) => {
      const parameters = m.parameters ? (JSON.parse(m.parameters) as string[]) : [];
      const sent = await whatsapp.sendTemplate({
        to: m.to_phone,
        template: m.whatsapp_template as string,
        language: templateLanguage(m.text),
        parameters,
        reference: dedupeKey,
        signal,
      });
      return sent.providerMessageId;
    });
  };

  return { sms: smsHandler, whatsapp: whatsappHandler };
}
