import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './signing';

describe('signWebhookBody', () => {
  it('is the hex HMAC-SHA256 of the body (RFC 4231 test case 2)', () => {
    expect(signWebhookBody('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs the exact bytes: the same JSON with other spacing has another signature', () => {
    const secret = 'a-webhook-secret-of-some-length';
    expect(signWebhookBody('{"event":"payment.captured"}', secret)).not.toBe(
      signWebhookBody('{ "event": "payment.captured" }', secret),
    );
    expect(signWebhookBody('{"amount":"₹"}', secret)).toMatch(/^[0-9a-f]{64}$/);
  });
});
