import type { Config } from '../../config';
import { createWhatsAppCloud, type WhatsAppSender } from './whatsapp-cloud';

export {
  createWhatsAppCloud,
  templateLanguage,
  WhatsAppRefusedError,
  type WhatsAppSender,
  type WhatsAppTemplateMessage,
} from './whatsapp-cloud';

/** The Cloud API when WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are set; else none (messages go by SMS). */
export function createWhatsAppSender(config: Config): WhatsAppSender | undefined {
  return config.whatsapp ? createWhatsAppCloud(config.whatsapp) : undefined;
}
