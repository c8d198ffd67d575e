import type { SmsSender } from './sms-sender';

/** Production sender: POSTs `{ to, message }` as JSON to the configured gateway with a bearer token. */
export function createHttpSms(url: string, token: string | undefined): SmsSender {
  return {
    async send(to, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
