import { SmsRefusedError, type SmsSender } from './sms-sender';

/** How long the gateway has to answer before the attempt counts as failed (and is tried again). */
const HTTP_SMS_TIMEOUT_MS = 10_000;

/**
 * Production sender: POSTs JSON to the configured gateway (SMS_HTTP_URL) with a bearer token
 * (SMS_HTTP_TOKEN): `{ to, message, dlt_template_id?, reference? }`, and the reference again as the
 * `Idempotency-Key` header. A 2xx answer is accepted; its JSON `message_id` (or `id`), when present, is the
 * gateway's id of the message. 4xx other than 408/429 is a refusal (SmsRefusedError, not tried again);
 * 5xx, 408, 429, a network error or no answer in 10 s is worth trying again (a plain Error).
 */
export function createHttpSms(url: string, token: string | undefined): SmsSender {
  return {
    async send(to, message, options = {}) {
      const signals = [AbortSignal.timeout(HTTP_SMS_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])];
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(options.reference ? { 'idempotency-key': options.reference } : {}),
          },
          body: JSON.stringify({
            to,
            message,
            ...(options.dltTemplateId ? { dlt_template_id: options.dltTemplateId } : {}),
            ...(options.reference ? { reference: options.reference } : {}),
          }),
          signal: AbortSignal.any(signals),
        });
      } catch (err) {
        const reason =
          err instanceof Error && err.name === 'TimeoutError' ? 'did not answer in time' : 'unreachable';
        throw new Error(`SMS gateway ${reason}`, { cause: err });
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        const status = response.status;
        const text = `SMS gateway answered ${status}${detailOf(body)}`;
        if (status >= 400 && status < 500 && status !== 408 && status !== 429)
          throw new SmsRefusedError(text);
        throw new Error(text);
      }
      const id = messageIdOf(body);
      return id ? { providerMessageId: id } : {};
    },
  };
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The gateway's id of the message in its JSON answer: `message_id`, else `id`. */
function messageIdOf(body: string): string | undefined {
  const json = parse(body);
  if (typeof json !== 'object' || json === null) return undefined;
  const { message_id, id } = json as { message_id?: unknown; id?: unknown };
  const value = message_id ?? id;
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : undefined;
}

/** `: {message}` from the gateway's JSON error answer, short, when it has one. */
function detailOf(body: string): string {
  const json = parse(body) as { message?: unknown; error?: unknown } | undefined;
  const message =
    typeof json?.message === 'string'
      ? json.message
      : typeof json?.error === 'string'
        ? json.error
        : undefined;
  return message ? `: ${message.slice(0, 200)}` : '';
}
