import { describe, expect, it } from 'vitest';
import { sendRefusal } from './send-rules';

const ready = { roomId: 11, message: 'Hello', signedIn: true, connected: true };

describe('sendRefusal: when a chat message may be sent', () => {
  it('lets a message go when every condition holds', () => {
    expect(sendRefusal(ready)).toBeNull();
  });

  it.each([
    [{ roomId: null }, 'Chat room not loaded. Please select a vendor again.'],
    [{ message: '' }, 'Please enter a message.'],
    [{ message: ' \n\t ' }, 'Please enter a message.'],
    [{ signedIn: false }, 'Please log in to send a message.'],
    [{ connected: false }, 'Cannot send message: chat server unavailable.'],
  ])('refuses %o with its text', (change, text) => {
    expect(sendRefusal({ ...ready, ...change })).toBe(text);
  });

  it('checks the room first, then the message, then the sign-in, then the socket', () => {
    const nothing = { roomId: null, message: ' ', signedIn: false, connected: false };
    expect(sendRefusal(nothing)).toBe('Chat room not loaded. Please select a vendor again.');
    expect(sendRefusal({ ...nothing, roomId: 1 })).toBe('Please enter a message.');
    expect(sendRefusal({ ...nothing, roomId: 1, message: 'Hi' })).toBe('Please log in to send a message.');
    expect(sendRefusal({ ...nothing, roomId: 1, message: 'Hi', signedIn: true })).toBe(
      'Cannot send message: chat server unavailable.',
    );
  });
});
