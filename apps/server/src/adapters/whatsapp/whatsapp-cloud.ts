/**
 * Meta's WhatsApp Cloud API, template messages only (docs/product/messages.md#channels): a business may
 * start a conversation only with a template Meta approved, so every message names one, with the
 * event's values as its body parameters in the order its text uses them.
 *
 * `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages` with `Authorization: Bearer
 * {WHATSAPP_TOKEN}`; the answer names the message (`messages[0].id`, a `wamid.…`). Errors come as
 * `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }`: the throttling and
 * server-side codes Meta documents as temporary are tried again, any other refusal is final.
 */

/** What the Cloud API needs (config.whatsapp). The token is never logged nor put in an error. */
export interface WhatsAppCloudConfig {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** How long Meta has to answer (default 10 s). */
  timeoutMs?: number;
}

export interface WhatsAppTemplateMessage {
  /** An Indian mobile number, 10 digits (91 is put before it) or already with its country code. */
  to: string;
  /** The approved template's name. */
  template: string;
  /** The template's language code (`en`, `hi`, `ta`; templateLanguage). */
  language: string;
  /** The body's parameters, in order ({{1}}, {{2}}, …). */
  parameters: readonly string[];
  /**
   * Sent as `biz_opaque_callback_data`, which Meta hands back in the message's status webhooks: the
   * outbox row's dedupe key, so that a message and its delivery can be matched (the Cloud API keeps no
   * idempotency key).
   */
  reference?: string;
  signal?: AbortSignal;
}

export interface WhatsAppSender {
  /** Resolves with Meta's id of the message once accepted; WhatsAppRefusedError for a final refusal. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerMessageId: string }>;
}

/** Meta refused the message for good (no such template, wrong parameters, a number not on WhatsApp…). */
export class WhatsAppRefusedError extends Error {
  override name = 'WhatsAppRefusedError';
}

/** Meta's error body (Graph API error handling). */
export interface WhatsAppErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

/** Meta's answer to a message accepted. */
export interface WhatsAppSendAnswer {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: string }[];
}

/**
 * The error codes Meta documents as temporary (WhatsApp Cloud API error codes): throttling (4 API too many
 * calls, 80007 rate limit, 130429 throughput, 131048 spam rate limit, 131056 pair rate limit) and
 * its own trouble (1 unknown, 2 service, 131000 something went wrong, 131016 service unavailable, 133004
 * server temporarily unavailable). Any other code is a refusal that retrying will not change (131026
 * undeliverable, 132000 parameter count, 132001 no such template, 100 invalid parameter, 190 token…).
 */
export const WHATSAPP_TEMPORARY_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004,
]);

/** The template language a text is written in, by its script: Devanagari hi, Tamil ta, else en. */
export function templateLanguage(text: string): 'hi' | 'ta' | 'en' {
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Tamil}/u.test(text)) return 'ta';
  return 'en';
}

/** The number as WhatsApp wants it: country code and digits, no `+` (a 10-digit Indian number gets 91). */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

export function createWhatsAppCloud(config: WhatsAppCloudConfig): WhatsAppSender {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    async sendTemplate(message) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: whatsAppNumber(message.to),
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          // A template without variables takes no body component.
          ...(message.parameters.length > 0
            ? {
                components: [
                  {
                    type: 'body',
                    parameters: message.parameters.map((text) => ({ type: 'text', text })),
                  },
                ],
              }
            : {}),
        },
        ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
      };
      const signals = [AbortSignal.timeout(timeoutMs), ...(message.signal ? [message.signal] : [])];
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.any(signals),
        });
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw new Error(
          `WhatsApp Cloud API ${timedOut ? `did not answer within ${timeoutMs} ms` : 'unreachable'}`,
          {
            cause: err,
          },
        );
      }
      const json: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const id = (json as Partial<WhatsAppSendAnswer> | undefined)?.messages?.[0]?.id;
        if (typeof id !== 'string' || id === '') {
          throw new Error(`WhatsApp Cloud API answered ${response.status} without a message id`);
        }
        return { providerMessageId: id };
      }
      const error = (json as Partial<WhatsAppErrorBody> | undefined)?.error;
      const code = typeof error?.code === 'number' ? error.code : undefined;
      const text =
        `WhatsApp Cloud API answered ${response.status}` +
        (code !== undefined
          ? ` (code ${code}${error?.error_subcode ? `/${error.error_subcode}` : ''})`
          : '') +
        (typeof error?.message === 'string' ? `: ${error.message.slice(0, 200)}` : '');
      const temporary =
        response.status >= 500 ||
        response.status === 408 ||
        response.status === 429 ||
        (code !== undefined && WHATSAPP_TEMPORARY_CODES.has(code));
      if (temporary) throw new Error(text);
      throw new WhatsAppRefusedError(text);
    },
  };
}
