import {
  MESSAGE_EVENT_KEYS,
  type MessageEventKey,
  type MessagePreview,
  type MessageTemplate,
  MessageTemplateMessages,
  type PreviewMessageTemplateBody,
  previewMessage,
  type UpdateMessageTemplateBody,
  unknownPlaceholders,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import { toMessageTemplate } from './mapper';
import { findTemplateRowWithEditor, listTemplateRows, upsertTemplateRow } from './repository';
import { type EffectiveTemplate, effectiveTemplate, templateOf } from './service';

/** What an edit's audit row keeps of a template, before and after. */
const audited = (t: EffectiveTemplate) => ({
  channel: t.channel,
  text: t.text,
  dlt_template_id: t.dlt_template_id,
  whatsapp_template: t.whatsapp_template,
  enabled: t.enabled,
});

function keyOrThrow(key: string): MessageEventKey {
  if (!(MESSAGE_EVENT_KEYS as readonly string[]).includes(key)) {
    throw notFound(MessageTemplateMessages.notFound);
  }
  return key as MessageEventKey;
}

/** 400 naming the first placeholder the event does not have. */
function checkPlaceholders(key: MessageEventKey, text: string): void {
  const [unknown] = unknownPlaceholders(key, text);
  if (unknown !== undefined) {
    throw badRequest(MessageTemplateMessages.unknownPlaceholder(unknown), [
      { path: 'text', message: MessageTemplateMessages.unknownPlaceholder(unknown) },
    ]);
  }
}

/**
 * The Message templates API (docs/product/messages.md#api): every event's template (saved or default),
 * an operator's edit (audited `message_template.updated` with before and after) and a preview.
 */
export function createMessageTemplateService(deps: ServiceDeps) {
  const { db, config, clock } = deps;

  async function shown(trx: Kysely<Database>, key: MessageEventKey): Promise<MessageTemplate> {
    const row = await findTemplateRowWithEditor(trx, key);
    return toMessageTemplate(config, templateOf(key, row), row?.updated_by_name ?? null);
  }

  async function list(): Promise<MessageTemplate[]> {
    const rows = new Map((await listTemplateRows(db)).map((row) => [row.key, row]));
    return MESSAGE_EVENT_KEYS.map((key) => {
      const row = rows.get(key);
      return toMessageTemplate(config, templateOf(key, row), row?.updated_by_name ?? null);
    });
  }

  async function update(
    key: string,
    body: UpdateMessageTemplateBody,
    actor: Actor,
  ): Promise<MessageTemplate> {
    const event = keyOrThrow(key);
    if (body.text !== undefined) checkPlaceholders(event, body.text);
    return db.transaction().execute(async (trx) => {
      const before = await effectiveTemplate(trx, event);
      const after: EffectiveTemplate = {
        ...before,
        channel: body.channel ?? before.channel,
        text: body.text ?? before.text,
        dlt_template_id: body.dlt_template_id !== undefined ? body.dlt_template_id : before.dlt_template_id,
        whatsapp_template:
          body.whatsapp_template !== undefined ? body.whatsapp_template : before.whatsapp_template,
        enabled: body.enabled ?? before.enabled,
      };
      if (after.channel === 'whatsapp' && !after.whatsapp_template) {
        throw badRequest(MessageTemplateMessages.whatsappTemplateRequired, [
          { path: 'whatsapp_template', message: MessageTemplateMessages.whatsappTemplateRequired },
        ]);
      }
      await upsertTemplateRow(trx, {
        key: event,
        channel: after.channel,
        text: after.text,
        dlt_template_id: after.dlt_template_id,
        whatsapp_template: after.whatsapp_template,
        enabled: after.enabled ? 1 : 0,
        updated_at: new Date(clock()).toISOString(),
        updated_by: actor.adminId,
      });
      await writeAudit(trx, {
        ...actor,
        action: 'message_template.updated',
        entity: 'message_template',
        entityId: event,
        before: audited(before),
        after: audited(after),
      });
      return shown(trx, event);
    });
  }

  async function preview(key: string, body: PreviewMessageTemplateBody): Promise<MessagePreview> {
    const event = keyOrThrow(key);
    const draft = body?.text;
    if (draft !== undefined) checkPlaceholders(event, draft);
    const text = draft ?? (await effectiveTemplate(db, event)).text;
    return previewMessage(event, text);
  }

  return { list, update, preview };
}
