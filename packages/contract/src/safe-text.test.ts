import { describe, expect, it } from 'vitest';
import { loginBodySchema } from './auth';
import { requiredText } from './catalogue-fields';
import { sendMessagePayloadSchema } from './chat';
import { ChatMessages } from './chat-events';
import { listQuerySchema } from './envelope';
import { CONTROL_CHARACTERS_MESSAGE, safeText } from './safe-text';
import { updateVendorBodySchema, vendorListQuerySchema } from './vendors';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('safeText', () => {
  const refused = [
    '\u0000',
    'a\u0000b',
    '\u0001',
    '\u0008',
    '\u000B',
    '\u000C',
    '\u001B[31mred',
    '\u001F',
    '\u007F',
    '\u0085',
    '\u009B',
  ];
  it.each(refused)('refuses %j', (value) => {
    expect(messagesOf(safeText().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it.each(['line one\nline two', 'tab\there', 'crlf\r\n', 'नमस्ते', '₹1,299.50 😀', '\u00A0non-breaking'])(
    'accepts %j',
    (value) => {
      expect(safeText().parse(value)).toBe(value);
    },
  );

  it('trims before checking, so whitespace controls at the edges are trimmed away', () => {
    expect(safeText({ trim: true }).parse('\u000B  kumar \u000C')).toBe('kumar');
    expect(safeText({ trim: true }).safeParse('ku\u000Bmar').success).toBe(false);
  });

  it('keeps the messages it is given for the other checks', () => {
    const schema = safeText({
      error: 'name is required',
      min: 1,
      tooShort: 'blank',
      max: 3,
      tooLong: 'long',
    });
    expect(messagesOf(schema.safeParse(undefined))).toEqual(['name is required']);
    expect(messagesOf(schema.safeParse(''))).toEqual(['blank']);
    expect(messagesOf(schema.safeParse('abcd'))).toEqual(['long']);
  });
});

describe('request schemas refuse control characters', () => {
  it('in the sign-in email and password', () => {
    expect(loginBodySchema.safeParse({ email: 'a\u0000@seva.local', password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: 'a@seva.local', password: 'x\u0000' }).success).toBe(false);
  });

  it('in list searches and vendor filters', () => {
    expect(listQuerySchema.safeParse({ q: 'ku\u0000mar' }).success).toBe(false);
    expect(vendorListQuerySchema.safeParse({ category: 'Plumbing\u0000' }).success).toBe(false);
    expect(vendorListQuerySchema.safeParse({ name: '\u001B' }).success).toBe(false);
  });

  it('in catalogue text and the block reason', () => {
    expect(requiredText('service_desc', 1000).safeParse('Pipes\u0000').success).toBe(false);
    const block = { vendor_id: 4, is_blocked: 1, blocked_reason: 'fraud\u0000' };
    expect(updateVendorBodySchema.safeParse(block).success).toBe(false);
  });

  it('in a chat message, with the chat its own sentence', () => {
    const result = sendMessagePayloadSchema.safeParse({ chat_room_id: 1, message: 'hi\u0000' });
    expect(messagesOf(result)).toEqual([ChatMessages.controlCharacters]);
  });
});
