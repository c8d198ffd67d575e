import {
  errorResponseSchema,
  MessageTemplateMessages,
  messagePreviewResponseSchema,
  messageTemplateListResponseSchema,
  messageTemplateParamsSchema,
  messageTemplateResponseSchema,
  previewMessageTemplateBodySchema,
  updateMessageTemplateBodySchema,
} from '@seva/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWhatsAppSender } from '../../adapters/whatsapp';
import { serviceDepsOf } from '../../lib/service-deps';
import { auditActor } from '../audit/service';
import { createMessageDelivery } from './delivery-service';
import { SMS_KIND, WHATSAPP_KIND } from './service';
import { createMessageTemplateService } from './template-service';

const security = [{ bearerAuth: [] }];
const MESSAGES = { permission: 'messages.manage' } as const;

/**
 * What vendors and customers are told (docs/product/messages.md): the Message templates API, and the
 * outbox handlers that send the messages (kinds `sms` and `whatsapp`).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDepsOf(app);
  const templates = createMessageTemplateService(deps);
  const delivery = createMessageDelivery({
    db: deps.db,
    sms: app.sms,
    whatsapp: createWhatsAppSender(app.config),
  });
  app.shared.outbox.register(SMS_KIND, delivery.sms);
  app.shared.outbox.register(WHATSAPP_KIND, delivery.whatsapp);

  app.get(
    '/admin/message-templates',
    {
      config: MESSAGES,
      schema: {
        tags: ['messages'],
        summary: "Every event's message template: the operator's saved version, else the default",
        description:
          'One per event key, in the order of the events. sends_by is the channel it goes by on this ' +
          'server: sms when whatsapp is chosen but WHATSAPP_* is not configured.',
        security,
        response: {
          200: messageTemplateListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ success: true as const, data: await templates.list() }),
  );

  app.put(
    '/admin/message-templates/:key',
    {
      config: MESSAGES,
      schema: {
        tags: ['messages'],
        summary: "Change an event's message template (text, channel, DLT id, WhatsApp template, enabled)",
        description:
          `Unknown key: 404 '${MessageTemplateMessages.notFound}'. A placeholder the event does not ` +
          "have: 400 'Unknown placeholder {name}'. Channel whatsapp needs a whatsapp_template (sent or " +
          `saved): 400 '${MessageTemplateMessages.whatsappTemplateRequired}'. A disabled template sends ` +
          'nothing. Audited as message_template.updated with before and after.',
        security,
        params: messageTemplateParamsSchema,
        body: updateMessageTemplateBodySchema,
        response: {
          200: messageTemplateResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await templates.update(request.params.key, request.body, auditActor(request)),
    }),
  );

  app.post(
    '/admin/message-templates/:key/preview',
    {
      config: MESSAGES,
      schema: {
        tags: ['messages'],
        summary: "A template's text rendered for the event's sample values, with its SMS length",
        description:
          'text: the text to render (the saved one when absent). Answers the rendered text, its encoding ' +
          '(GSM-7, or UCS-2 for Hindi and Tamil text), its length and SMS parts. Writes nothing. ' +
          "Unknown placeholder: 400 'Unknown placeholder {name}'.",
        security,
        params: messageTemplateParamsSchema,
        body: previewMessageTemplateBodySchema,
        response: {
          200: messagePreviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await templates.preview(request.params.key, request.body),
    }),
  );
};
