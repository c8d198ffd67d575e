import {
  AuthMessages,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  CHAT_SOCKET_PATH,
  type ChatConnectErrorData,
  type ChatErrorEvent,
  ChatMessages,
  type ClientToServerEvents,
  type ServerToClientEvents,
  TeamMessages,
} from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { isLiveEvent } from '../../lib/live-events';
import { serviceDepsOf } from '../../lib/service-deps';
import { hashToken } from '../../lib/tokens';
import { gaugeOf } from '../../plugins/metrics';
import { createComplaintWorkflow } from '../complaints/service';
import { ChatRefusal, roomFor, storeMessage } from './message-service';
import { accessOf, type ChatPrincipal, ChatSignInRefusal, findChatPrincipal } from './principal';
import { RateWindow } from './rate-window';
import { connectRedisAdapter, type RedisAdapterHandle } from './redis-adapter';
import { listRoomsOf } from './repository';
import { RoomCache } from './room-cache';

interface SocketData {
  principal: ChatPrincipal;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** joinRoom and listRooms per socket per CHAT_RATE_WINDOW_MS: they cost a query each. */
const LOOKUP_RATE_LIMIT = 60;
/** The largest frame accepted: a 4 000-character message in any script fits many times over. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Every socket listens on its principal's inbox: a vendor's hears about all of its rooms without joining;
 * an admin's hears their bell's counts, and closes when all their sessions are revoked.
 */
const inboxOf = (p: { kind: string; id: number }) => `${p.kind}:${p.id}`;
/** An admin who may chat (`chat.use`) hears about all of their rooms here without joining. */
const adminChatInbox = (adminId: number) => `admin-chat:${adminId}`;
/** Every socket of one admin session: closed when that session is revoked. */
const sessionChannel = (sessionId: number) => `admin-session:${sessionId}`;
const roomChannel = (roomId: number) => `room:${roomId}`;
/** Every admin socket hears the marketplace's arrivals (lib/live-events.ts) here. */
const ADMINS_CHANNEL = 'admins';

/** The channels a socket joins on connect. */
function channelsOf(p: ChatPrincipal): string[] {
  if (p.kind === 'vendor') return [inboxOf(p)];
  const channels = [inboxOf(p), sessionChannel(p.sessionId), ADMINS_CHANNEL];
  return p.canChat ? [...channels, adminChatInbox(p.id)] : channels;
}

function tokenFrom(handshake: Socket['handshake']): string | null {
  const fromQuery = handshake.query.token;
  const candidate = typeof fromQuery === 'string' ? fromQuery : (handshake.auth as { token?: unknown }).token;
  return typeof candidate === 'string' && candidate.trim() !== '' ? candidate.trim() : null;
}

function authError(message: string, status: 401 | 403 = 401): Error {
  const error = new Error(message) as Error & { data: ChatConnectErrorData };
  error.data = { status };
  return error;
}

/**
 * The real-time chat (docs/product/chat.md#socket-events) on this app's HTTP server at /socket.io. Clients
 * authenticate with an admin or vendor token on connect; see packages/contract/src/chat-events.ts for
 * the events. With REDIS_URL, broadcasts go through Redis so several processes form one chat.
 */
export const chatSocketPlugin = fp(async (app: FastifyInstance) => {
  const io: ChatServer = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
  });
  gaugeOf(
    app.metrics,
    'socketio_connected_sockets',
    'Chat sockets connected to this process',
    () => io.of('/').sockets.size,
  );
  const rooms = new RoomCache(app.db);
  // An admin's message with complaint_id is that vendor complaint's reply (docs/product/complaints.md).
  const complaintReplies = createComplaintWorkflow(serviceDepsOf(app));
  let redis: RedisAdapterHandle | undefined;
  if (app.config.redisUrl) {
    redis = await connectRedisAdapter(app.config.redisUrl, app.config.redisPrefix, app.log);
    io.adapter(redis.adapter);
    await redis.subscribed();
  }

  /**
   * Closes every socket in `channel` at once, here and (through the Redis adapter, which hands the request
   * to every process, this one included) on the other processes. The local close does not wait for Redis.
   */
  const disconnectAll = (channel: string) => {
    io.local.in(channel).disconnectSockets(true);
    if (redis) io.in(channel).disconnectSockets(true);
  };
  // Only the events admins are told of; the caches' own change events stay in this process, but for a
  // revoked session, whose open sockets close at once wherever they are (docs/product/team.md#sessions).
  const stopForwarding = app.liveEvents.subscribe((event) => {
    if (isLiveEvent(event)) io.to(ADMINS_CHANNEL).emit('marketplaceEvent', event);
    else if (event.type === 'admin_session.revoked') disconnectAll(sessionChannel(event.id));
    else if (event.type === 'admin.sessions_revoked') disconnectAll(inboxOf({ kind: 'admin', id: event.id }));
  });
  // The bell's counts, per admin (docs/product/cockpit.md#live-bell).
  const { bell } = app.shared;
  const stopBell = bell.push.subscribe((adminId, counts) => {
    io.to(inboxOf({ kind: 'admin', id: adminId })).emit('notificationCounts', counts);
  });

  // Before Fastify stops listening: open sockets would otherwise hold the HTTP server open.
  app.addHook('preClose', async () => {
    stopForwarding();
    stopBell();
    bell.push.stop();
    await io.close();
    await redis?.close();
  });

  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    if (!token) return next(authError(AuthMessages.noToken));
    try {
      const principal = await findChatPrincipal(app.db, hashToken(token), app.config);
      if (!principal) return next(authError(AuthMessages.invalidToken));
      socket.data.principal = principal;
      next();
    } catch (err) {
      if (err instanceof ChatSignInRefusal) return next(authError(err.message, 403));
      app.log.error({ err, socket: socket.id }, 'chat handshake failed');
      next(new Error(ChatMessages.internalError));
    }
  });

  io.on('connection', (socket: ChatSocket) => {
    const principal = socket.data.principal;
    const sends = new RateWindow(CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS);
    const lookups = new RateWindow(LOOKUP_RATE_LIMIT, CHAT_RATE_WINDOW_MS);
    // Every line about this socket says which socket and whose it is.
    const log = app.log.child({ socket: socket.id, chat: { kind: principal.kind, id: principal.id } });
    void socket.join(channelsOf(principal));
    socket.emit('session', { sender_type: principal.kind, sender_id: principal.id, name: principal.name });
    log.debug('chat socket connected');
    // A revocation that committed after the handshake read the session but before the join above closed
    // nothing: read it once more now that the socket is in its channels.
    if (principal.kind === 'admin')
      accessOf(app.db, principal).then(
        (access) => {
          if (access === 'signed_out') socket.disconnect(true);
        },
        (err: unknown) => log.error({ err }, 'chat session re-check failed'),
      );

    /**
     * Runs one client event: rate limit, session still live and allowed to chat, then `work`. A refusal is
     * answered exactly once: through the acknowledgement when the client passed one, else as an `error` event.
     */
    async function run<T>(
      event: ChatErrorEvent['event'],
      window: RateWindow,
      ack: unknown,
      work: () => Promise<T>,
    ): Promise<void> {
      const reply = typeof ack === 'function' ? (ack as (response: unknown) => void) : undefined;
      const refuse = (message: string, chatRoomId?: number) => {
        log.debug({ event, refused: message }, 'chat event refused');
        if (reply) reply({ ok: false, error: message });
        else socket.emit('error', { event, message, ...(chatRoomId ? { chat_room_id: chatRoomId } : {}) });
      };
      if (!window.take()) return refuse(ChatMessages.rateLimited);
      try {
        const access = await accessOf(app.db, principal);
        if (access === 'signed_out') {
          refuse(AuthMessages.invalidToken);
          socket.disconnect(true);
          return;
        }
        if (access !== 'chat') return refuse(TeamMessages.forbidden);
        const result = await work();
        reply?.({ ok: true, ...result });
      } catch (err) {
        if (err instanceof ChatRefusal) return refuse(err.message, err.chatRoomId);
        log.error({ err, event }, 'chat event failed');
        refuse(ChatMessages.internalError);
      }
    }

    socket.on('joinRoom', (chatRoomId, ack) =>
      run('joinRoom', lookups, ack, async () => {
        const room = await roomFor(rooms, principal, chatRoomId);
        await socket.join(roomChannel(room.room_id));
        return { chat_room_id: room.room_id };
      }),
    );

    socket.on('sendMessage', (payload, ack) =>
      run('sendMessage', sends, ack, async () => {
        // Stored (and committed) first; only then does anyone hear of it.
        const { message, room } = await storeMessage(app.db, app.dialect, rooms, principal, payload, {
          replies: complaintReplies,
          ip: socket.handshake.address,
        });
        io.to([
          roomChannel(room.room_id),
          adminChatInbox(room.admin_id),
          inboxOf({ kind: 'vendor', id: room.vendor_id }),
        ]).emit('receiveMessage', message);
        if (principal.kind === 'vendor') bell.push.admin(room.admin_id);
        return { data: message };
      }),
    );

    socket.on('listRooms', (ack) =>
      run('listRooms', lookups, ack, async () => ({ data: await listRoomsOf(app.db, principal) })),
    );

    socket.on('disconnect', (reason) => {
      log.debug({ reason }, 'chat socket disconnected');
    });
  });
});
