import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import type { Kysely, Selectable } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import type { Database } from '../db/schema';
import type { VendorsTable } from '../db/schema/marketplace-tables';
import { appToken } from './app-tokens';
import { insertChatVendor } from './factories';
import type { TestApp } from './test-app';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket.io client on `baseUrl` with `token` in the query (as docs/product/chat.md#socket-events says), not yet connected. */
export function chatClient(baseUrl: string, token?: string, options: { auth?: boolean } = {}): ChatClient {
  const credentials = token === undefined ? {} : options.auth ? { auth: { token } } : { query: { token } };
  return io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    forceNew: true,
    ...credentials,
  });
}

/** Connects and resolves once connected; rejects with the server's refusal (connect_error). */
export function connect(client: ChatClient): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', (err) => reject(err));
    client.connect();
  });
}

export async function connected(baseUrl: string, token: string): Promise<ChatClient> {
  return connect(chatClient(baseUrl, token));
}

/** The refusal message of a connection attempt that must fail. */
export async function connectRefusal(client: ChatClient): Promise<{ message: string; data: unknown }> {
  try {
    await connect(client);
  } catch (err) {
    const error = err as Error & { data?: unknown };
    return { message: error.message, data: error.data };
  } finally {
    client.close();
  }
  throw new Error('the connection was accepted');
}

/** The next `event` the client receives, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  client: ChatClient,
  event: E,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off(event, handler as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      client.off(event, handler as never);
      resolve(payload);
    };
    client.on(event, handler as never);
  });
}

/** Collects every `event` the client receives from now on. */
export function collect<E extends keyof ServerToClientEvents>(client: ChatClient, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  client.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload)) as never);
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a vendor in over HTTP (requestOtp, the code from the test outbox, verifyOtp) → its token. */
export function vendorToken(t: TestApp, phone: string): Promise<string> {
  return appToken(t, 'vendor', phone);
}

/** An approved vendor, its room with the test admin, and a signed-in vendor token. */
export async function vendorWithRoom(
  t: TestApp,
  overrides: Partial<Selectable<VendorsTable>> = {},
): Promise<{ vendor: Selectable<VendorsTable>; roomId: number; token: string }> {
  const db: Kysely<Database> = t.database.handle.db;
  const vendor = await insertChatVendor(db, overrides);
  const adminToken = await t.login();
  const room = await t.request('POST', '/api/v1/chat/get-or-create-room', {
    token: adminToken,
    body: { vendorId: vendor.vendor_id },
  });
  if (room.status !== 200) throw new Error(`get-or-create-room: ${room.status}`);
  return { vendor, roomId: room.body.roomId as number, token: await vendorToken(t, vendor.vendor_mobile) };
}
