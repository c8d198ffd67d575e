import type { ChatMessage } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const message = (id: number, text = `m${id}`): ChatMessage => ({
  message_id: id,
  room_id: 1,
  chat_room_id: 1,
  sender_id: 2,
  sender_type: 'vendor',
  message: text,
  sent_at: new Date(Date.UTC(2026, 10, 21, 9, id)).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps each message once, oldest first', () => {
    const merged = mergeMessages([message(3), message(4)], [message(1), message(2), message(4), message(5)]);
    expect(merged.map((m) => m.message_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the same list when nothing new arrived', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});
