import { type APIRequestContext, expect } from '@playwright/test';
import type {
  ChatMessageEvent,
  ClientToServerEvents,
  SendMessageAck,
  ServerToClientEvents,
  VendorLoginResponse,
} from '@seva/contract';
import { io, type Socket } from 'socket.io-client';
import { runSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { withDatabase } from './database';
import { BASE_URL } from './environment';
import type { SmsOutbox } from './sms-outbox';

export interface ChatVendorRow {
  vendor_id: number;
  vendor_name: string;
  vendor_email: string;
  vendor_mobile: string;
}

/** The demo seed's vendors are ids 1…300 (DEFAULT_DEMO_COUNTS); rows other specs add come after. */
const LAST_DEMO_VENDOR_ID = 300;

/**
 * Demo vendors that may chat (approved, not rejected, not blocked), newest first; the demo's rooms belong
 * to the oldest vendors, so these start without messages. Each test takes its own `slot` so that parallel
 * tests never share a vendor (nor its one-time-code cooldown). Only chat tables change: the vendor rows
 * stay as the demo made them.
 */
export function chatVendor(slot: number): ChatVendorRow {
  const [row] = withDatabase((db) =>
    runSync(
      db,
      sqliteQueries
        .selectFrom('vendors')
        .select(['vendor_id', 'vendor_name', 'vendor_email', 'vendor_mobile'])
        .where('is_approved', '=', 1)
        .where('is_rejected', '=', 0)
        .where('is_blocked', '=', 0)
        .where('vendor_id', '<=', LAST_DEMO_VENDOR_ID)
        .orderBy('vendor_id', 'desc')
        .limit(1)
        .offset(slot),
    ),
  );
  if (!row) throw new Error(`no chat-capable demo vendor in slot ${slot}`);
  return row;
}

/** Signs a vendor in as the vendor app would: request a code, read it from the dev outbox, verify it. */
export async function signInVendor(
  request: APIRequestContext,
  outbox: SmsOutbox,
  phone: string,
): Promise<VendorLoginResponse> {
  outbox.endResendCooldown(phone);
  const requestedAt = new Date(Date.now() - 1);
  const sent = await request.post('/api/v1/vendor/login/requestOtp', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await outbox.latestOtp(phone, { sentAfter: requestedAt });
  const verified = await request.post('/api/v1/vendor/login/verifyOtp', { data: { phone, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as VendorLoginResponse;
}

/** A vendor's chat connection from Node, as the vendor app (or `npm run vendor-chat`) would open it. */
export class VendorChatClient {
  readonly received: ChatMessageEvent[] = [];

  private constructor(readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>) {
    socket.on('receiveMessage', (message) => this.received.push(message));
  }

  static connect(token: string): Promise<VendorChatClient> {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(BASE_URL, {
      path: '/socket.io',
      query: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(new VendorChatClient(socket)));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  /** Waits for a message with this text to reach the vendor, and returns it. */
  async receivedMessage(text: string): Promise<ChatMessageEvent> {
    await expect
      .poll(() => this.received.some((m) => m.message === text), { message: `the vendor receives '${text}'` })
      .toBe(true);
    return this.received.find((m) => m.message === text) as ChatMessageEvent;
  }

  send(chatRoomId: number, message: string): Promise<SendMessageAck> {
    return this.socket.timeout(10_000).emitWithAck('sendMessage', { chat_room_id: chatRoomId, message });
  }

  close(): void {
    this.socket.close();
  }
}
