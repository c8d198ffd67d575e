import { describe, expect, it } from 'vitest';
import {
  bodyIdSchema,
  chatMessagesQuerySchema,
  getOrCreateRoomBodySchema,
  sendMessagePayloadSchema,
} from './chat';
import { CHAT_MESSAGE_MAX_LENGTH, ChatMessages } from './chat-events';

describe('chat schemas', () => {
  it('accepts ids as positive integers or digit strings only', () => {
    expect(bodyIdSchema.parse(7)).toBe(7);
    expect(bodyIdSchema.parse(' 12 ')).toBe(12);
    for (const bad of [0, -1, 1.5, '', 'x', '1e3', true, null, 2_147_483_648]) {
      expect(bodyIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('trims messages and refuses blank or over-long ones with the product texts', () => {
    expect(sendMessagePayloadSchema.parse({ chat_room_id: '3', message: '  hi  ' })).toMatchObject({
      chat_room_id: 3,
      message: 'hi',
    });
    const blank = sendMessagePayloadSchema.safeParse({ chat_room_id: 3, message: ' \n ' });
    expect(blank.error?.issues[0]?.message).toBe(ChatMessages.blankMessage);
    const long = sendMessagePayloadSchema.safeParse({
      chat_room_id: 3,
      message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(ChatMessages.messageTooLong);
    expect(
      sendMessagePayloadSchema.safeParse({ chat_room_id: 3, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) })
        .success,
    ).toBe(true);
  });

  it('defaults the history page to 50 and caps it at 200', () => {
    expect(chatMessagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(chatMessagesQuerySchema.parse({ before: '9', limit: '200' })).toEqual({ before: 9, limit: 200 });
    expect(chatMessagesQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });

  it('accepts and ignores adminId in get-or-create-room', () => {
    expect(getOrCreateRoomBodySchema.parse({ vendorId: 4, adminId: 1 })).toEqual({ vendorId: 4, adminId: 1 });
    expect(getOrCreateRoomBodySchema.safeParse({ adminId: 1 }).success).toBe(false);
  });
});
