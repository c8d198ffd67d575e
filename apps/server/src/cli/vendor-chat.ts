// `npm run vendor-chat -- --phone <vendor phone>`: a vendor's side of the chat in the terminal.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline/promises';
import type {
  ChatMessageEvent,
  ChatRoomSummary,
  ClientToServerEvents,
  ServerToClientEvents,
  VendorLoginResponse,
} from '@seva/contract';
import { codeFromOutbox, DEV_OUTBOX_FILE } from '@seva/contract';
import { io, type Socket } from 'socket.io-client';
import { parseVendorChatOptions, USAGE, UsageError, type VendorChatOptions } from './vendor-chat-options';

const OTP_TTL_MS = 5 * 60_000;
const ACK_TIMEOUT_MS = 5000;

type VendorSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

class CliError extends Error {}

async function post<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new CliError(`Cannot reach the server at ${new URL(url).origin}: ${(err as Error).message}`);
  }
  const json = (await res.json().catch(() => ({}))) as T;
  return { status: res.status, body: json };
}

async function waitForOutboxCode(options: VendorChatOptions, since: number): Promise<string | null> {
  const file = join(options.dataDir, DEV_OUTBOX_FILE);
  for (let attempt = 0; attempt < 30; attempt++) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const code = codeFromOutbox(text, options.phone, since);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/** A sign-in that names a vendor (an applicant's token cannot chat). */
type VendorChatLogin = VendorLoginResponse & { vendor: { id: number; name: string } };

async function signIn(options: VendorChatOptions, rl: Interface): Promise<VendorChatLogin> {
  const requestedAt = Date.now() - 1000;
  const requested = await post<{ message?: string }>(`${options.url}/api/v1/vendor/login/requestOtp`, {
    phone: options.phone,
  });
  // 429: a code went out less than 30 s ago and is still valid; use that one.
  if (requested.status !== 200 && requested.status !== 429) {
    throw new CliError(`Could not request a code: ${requested.body.message ?? `HTTP ${requested.status}`}`);
  }
  const since = requested.status === 429 ? Date.now() - OTP_TTL_MS : requestedAt;
  let code: string | null = null;
  if (options.readOutbox) {
    code = await waitForOutboxCode(options, since);
    if (code) console.log(`Read the one-time code from ${join(options.dataDir, DEV_OUTBOX_FILE)}.`);
    else
      console.log(
        `No code for ${options.phone} in ${join(options.dataDir, DEV_OUTBOX_FILE)} (wrong --data-dir?).`,
      );
  }
  code ??= (await rl.question(`Enter the 6-digit code sent to ${options.phone}: `)).trim();
  const verified = await post<VendorLoginResponse & { message?: string }>(
    `${options.url}/api/v1/vendor/login/verifyOtp`,
    { phone: options.phone, otp: code },
  );
  if (verified.status !== 200) {
    throw new CliError(`Sign-in refused: ${verified.body.message ?? `HTTP ${verified.status}`}`);
  }
  const { vendor } = verified.body;
  if (!vendor) throw new CliError('No vendor has this phone number: apply in the vendor app first.');
  return { ...verified.body, vendor };
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

async function chat(options: VendorChatOptions, rl: Interface, login: VendorChatLogin): Promise<void> {
  const me = login.vendor;
  let roomId: number | null = null;
  let rooms: ChatRoomSummary[] = [];
  const say = (line: string) => {
    // Print above the prompt without eating what the user is typing.
    if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
    console.log(line);
    rl.prompt(true);
  };

  const socket: VendorSocket = io(options.url, {
    path: '/socket.io',
    query: { token: login.token },
    reconnectionAttempts: 5,
    reconnectionDelay: 1000,
  });

  const loadRooms = async () => {
    const answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('listRooms');
    if (!answer.ok) return say(`Could not list rooms: ${answer.error}`);
    rooms = answer.data;
    if (roomId === null && rooms[0]) roomId = rooms[0].room_id;
  };

  socket.on('connect', async () => {
    try {
      await loadRooms();
    } catch {
      return say('The server did not answer listRooms.');
    }
    const room = rooms.find((r) => r.room_id === roomId);
    if (!room) return say('No chat yet: waiting for an admin to open one with you.');
    const last = room.last_message ? ` Last message: "${room.last_message}"` : '';
    say(`Chatting with ${room.admin_name} in room #${room.room_id}.${last}`);
  });
  socket.on('receiveMessage', (message: ChatMessageEvent) => {
    if (roomId === null) roomId = message.chat_room_id;
    if (message.sender_type === 'vendor' && message.sender_id === me.id) return;
    const where = message.chat_room_id === roomId ? '' : ` (room #${message.chat_room_id})`;
    say(`[${clock(message.sent_at)}] Admin${where}: ${message.message}`);
  });
  socket.on('error', (error) => say(`Refused: ${error.message}`));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') say(`Disconnected (${reason}); reconnecting…`);
  });
  socket.on('connect_error', (err) => {
    say(`Cannot connect: ${err.message}`);
    if ((err as Error & { data?: { status?: number } }).data?.status === 401) rl.close();
  });
  socket.io.on('reconnect_failed', () => {
    say('Gave up reconnecting to the chat server.');
    rl.close();
  });

  console.log(
    `Signed in as ${me.name} (vendor #${me.id}). Type a message and press Enter; /help for commands.`,
  );
  rl.setPrompt('> ');
  rl.prompt();
  for await (const input of rl) {
    const line = input.trim();
    if (line === '/quit' || line === '/exit') break;
    if (line === '/help') say(USAGE.split('\n').at(-1) ?? '');
    else if (line === '/rooms') {
      await loadRooms().catch(() => say('The server did not answer listRooms.'));
      for (const r of rooms) say(`${r.room_id === roomId ? '*' : ' '} #${r.room_id} with ${r.admin_name}`);
      if (rooms.length === 0) say('No rooms yet.');
    } else if (line.startsWith('/room ')) {
      const wanted = Number(line.slice(6).trim());
      if (rooms.some((r) => r.room_id === wanted)) {
        roomId = wanted;
        say(`Now in room #${wanted}.`);
      } else say('No such room of yours; see /rooms.');
    } else if (line !== '') {
      if (roomId === null) say('No chat room yet: wait for an admin to message you.');
      else if (!socket.connected) say('Not connected; the message was not sent.');
      else {
        const ack = await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('sendMessage', { chat_room_id: roomId, message: line })
          .catch(() => ({ ok: false as const, error: 'no answer from the server' }));
        if (!ack.ok) say(`Not sent: ${ack.error}`);
        else rl.prompt();
      }
    } else rl.prompt();
  }
  socket.close();
  await post(`${options.url}/api/v1/vendor/logout`, undefined, login.token).catch(() => undefined);
}

async function main(): Promise<void> {
  let options: VendorChatOptions;
  try {
    options = parseVendorChatOptions(process.argv.slice(2), process.env);
  } catch (err) {
    if (err instanceof UsageError) {
      if (err.message) console.error(err.message);
      console.error(USAGE);
      process.exit(2);
    }
    throw err;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    const login = await signIn(options, rl);
    await chat(options, rl, login);
  } finally {
    rl.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof CliError ? err.message : err);
    process.exit(1);
  },
);
