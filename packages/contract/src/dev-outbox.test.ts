import { describe, expect, it } from 'vitest';
import { codeFromOutbox } from './dev-outbox';

const line = (to: string, code: string, sentAt: string) =>
  JSON.stringify({
    to,
    message: `Your Seva sign-in code is ${code}. It expires in 5 minutes.`,
    sent_at: sentAt,
  });

describe('codeFromOutbox', () => {
  const text = [
    line('9876543210', '111111', '2026-11-23T05:00:00.000Z'),
    line('9123456789', '222222', '2026-11-23T05:00:01.000Z'),
    'not json',
    line('9876543210', '333333', '2026-11-23T05:00:02.000Z'),
    '',
  ].join('\n');

  it('finds the newest code sent to the phone', () => {
    expect(codeFromOutbox(text, '9876543210', 0)).toBe('333333');
    expect(codeFromOutbox(text, '9123456789', 0)).toBe('222222');
  });

  it('ignores codes sent before the request', () => {
    expect(codeFromOutbox(text, '9123456789', Date.parse('2026-11-23T05:00:01.500Z'))).toBeNull();
    expect(codeFromOutbox(text, '9000000000', 0)).toBeNull();
    expect(codeFromOutbox('', '9876543210', 0)).toBeNull();
  });
});
