import { MESSAGE_EVENTS, type MessageTemplate, placeholdersOf } from '@seva/contract';
import type { Config } from '../../config';
import { type EffectiveTemplate, sendsBy } from './service';

/** A template as the admin API shows it (docs/product/messages.md#api). */
export function toMessageTemplate(
  config: Config,
  template: EffectiveTemplate,
  updatedByName: string | null,
): MessageTemplate {
  const event = MESSAGE_EVENTS[template.key];
  return {
    key: template.key,
    label: event.label,
    recipient: event.recipient,
    channel: template.channel,
    sends_by: sendsBy(config, template),
    text: template.text,
    placeholders: placeholdersOf(template.key),
    dlt_template_id: template.dlt_template_id,
    whatsapp_template: template.whatsapp_template,
    enabled: template.enabled,
    updated_at: template.updated_at,
    updated_by_name: updatedByName,
  };
}
