import { readFileSync } from 'node:fs';
import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import type { Dialect } from '../apps/server/src/db/driver/database';
import { insertInChunks } from '../apps/server/src/db/driver/insert-in-chunks';
import { settleAfterBulkLoad } from '../apps/server/src/db/driver/maintenance';
import { migrateToLatest } from '../apps/server/src/db/migrations/migrate';
import { generateToken, hashToken } from '../apps/server/src/lib/tokens';
import { ensureAdmin } from '../apps/server/src/modules/auth/bootstrap';
import { createBenchDatabase, openBenchDatabase } from './lib/bench-database';
import { budgetLine, rssBudgetLine } from './lib/budget';
import { measureOnEachDialect } from './lib/per-dialect';
import { BENCH_ADMIN, login, type RunningServer, startServer } from './lib/server-process';

/** Pairs of one vendor and one admin, each with its own socket: 1 000 sockets. */
const PAIRS = 500;
const RATE_PER_S = 500;
const DURATION_S = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const HISTORY = 10_000;
const PORT = 18_086;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Seeded {
  rooms: { roomId: number; adminToken: string; vendorToken: string }[];
  historyRoomId: number;
}

/**
 * `npm run bench -- chat`: one server process with 1 000 connected sockets (500 vendors, each with an
 * admin of its own in its room), 500 messages/s for 30 s, half sent by admins and half by vendors;
 * send-to-receive p50/p99 at the other party and the server's peak RSS. Then the newest page (50) of a
 * 10 000-message history. BENCH_DIALECTS=sqlite (or postgres) runs one database.
 */
export async function benchChat(): Promise<string> {
  return measureOnEachDialect('chat', benchOn);
}

async function benchOn(dialect: Dialect): Promise<string[]> {
  const database = await createBenchDatabase(dialect);
  let server: RunningServer | undefined;
  const sockets: ChatSocket[] = [];
  try {
    const seeded = await seed(database.url);
    // Shedding off, as in the export bench: after the live run on a shared, busy machine the event loop may
    // still lag, and the history measurement's sign-in would be refused.
    server = await startServer({ DATABASE_URL: database.url, LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }, PORT);
    const tag = `chat[${dialect}]`;
    const url = server.url;

    const connect = (token: string) =>
      new Promise<ChatSocket>((resolve, reject) => {
        const socket: ChatSocket = io(url, {
          path: '/socket.io',
          query: { token },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
        sockets.push(socket);
      });
    const pairs: { roomId: number; admin: ChatSocket; vendor: ChatSocket }[] = [];
    for (let i = 0; i < seeded.rooms.length; i += 50) {
      const batch = seeded.rooms.slice(i, i + 50);
      pairs.push(
        ...(await Promise.all(
          batch.map(async (room) => {
            const [admin, vendor] = await Promise.all([connect(room.adminToken), connect(room.vendorToken)]);
            await admin.emitWithAck('joinRoom', room.roomId);
            return { roomId: room.roomId, admin, vendor };
          }),
        )),
      );
    }
    const idleRss = server.rssMb();

    // Each message names its sequence number; the other party of the room records the latency.
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let refused = 0;
    const onReceive = (side: 'admin' | 'vendor') => (message: { message: string; sender_type: string }) => {
      if (message.sender_type === side) return;
      const seq = Number(message.message.slice(4));
      const start = sentAt.get(seq);
      if (start === undefined) return;
      latencies.push(performance.now() - start);
      sentAt.delete(seq);
    };
    for (const pair of pairs) {
      pair.admin.on('receiveMessage', onReceive('admin'));
      pair.vendor.on('receiveMessage', onReceive('vendor'));
    }

    let peakRss = idleRss;
    const rssTimer = setInterval(() => {
      peakRss = Math.max(peakRss, server?.rssMb() ?? 0);
    }, 500);
    const total = RATE_PER_S * DURATION_S;
    const cpuBefore = cpuSeconds(server.process.pid);
    const started = performance.now();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE_PER_S));
        for (; sent < due; sent++) {
          const pair = pairs[sent % pairs.length]!;
          const from = Math.floor(sent / pairs.length) % 2 === 0 ? pair.admin : pair.vendor;
          sentAt.set(sent, performance.now());
          from.emit('sendMessage', { chat_room_id: pair.roomId, message: `seq ${sent}` }, (ack) => {
            if (!ack.ok) refused++;
          });
        }
        if (sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 5);
    });
    const elapsedS = (performance.now() - started) / 1000;
    for (let i = 0; i < 100 && latencies.length + refused < total; i++) await pause(50);
    const cpuUs = ((cpuSeconds(server.process.pid) - cpuBefore) / total) * 1e6;
    clearInterval(rssTimer);
    peakRss = Math.max(peakRss, server.rssMb());

    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const lost = total - latencies.length - refused;
    const lines = [
      `${tag} live: ${sockets.length} sockets, ${total} messages in ${elapsedS.toFixed(1)} s (${(total / elapsedS).toFixed(0)}/s); send→receive p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms; refused ${refused}, lost ${lost}`,
      budgetLine({
        name: `${tag} send→receive p99`,
        measured: pct(99),
        goal: 50,
        kind: 'max',
        unit: ' ms',
        digits: 1,
      }),
      budgetLine({
        name: `${tag} messages refused or lost`,
        measured: refused + lost,
        goal: 0,
        kind: 'max',
        unit: '',
      }),
      `${tag} live: server CPU ${cpuUs.toFixed(0)} µs per message (store + fan-out); RSS ${idleRss.toFixed(0)} MB idle with the sockets, peak ${peakRss.toFixed(0)} MB`,
      rssBudgetLine(`${tag} peak`, peakRss),
    ];
    for (const s of sockets.splice(0)) s.close();

    const token = await login(url);
    const history = await measureHistory(url, token, seeded.historyRoomId);
    lines.push(`${tag} history: newest page of ${HISTORY.toLocaleString('en')} messages ${history.summary}`);
    lines.push(
      budgetLine({
        name: `${tag} history newest page p99 (one request at a time)`,
        measured: history.p99,
        goal: 50,
        kind: 'max',
        unit: ' ms',
        digits: 1,
      }),
    );
    return lines;
  } finally {
    for (const s of sockets) s.close();
    await server?.stop();
    await database.drop();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** User + system CPU time a process has used, from /proc (Linux clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** 500 vendors, an admin for each with a live session, their rooms; one room with a long history. */
async function seed(url: string): Promise<Seeded> {
  const handle = openBenchDatabase(url);
  const { db, dialect } = handle;
  try {
    await migrateToLatest(db, dialect);
    const main = await ensureAdmin(db, { name: 'Bench Admin', ...BENCH_ADMIN });
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const rooms: Seeded['rooms'] = [];
    let historyRoomId = 0;
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < PAIRS; i++) {
        const vendor = await trx
          .insertInto('vendors')
          .values({
            vendor_name: `Bench Chat Vendor ${i}`,
            vendor_email: `chat-vendor-${i}@bench.test`,
            vendor_mobile: `7${String(i).padStart(9, '0')}`,
            is_approved: 1,
            approved_by: main.id,
            approved_date: new Date().toISOString(),
          })
          .returning(['vendor_id', 'vendor_mobile'])
          .executeTakeFirstOrThrow();
        const admin = await trx
          .insertInto('admins')
          .values({
            name: `Bench Chat Admin ${i}`,
            email: `chat-admin-${i}@bench.test`,
            phone: `6${String(i).padStart(9, '0')}`,
            // Never signs in with a password: its session is inserted below.
            password_hash: 'unusable',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const room = await trx
          .insertInto('chat_rooms')
          .values({ vendor_id: vendor.vendor_id, admin_id: admin.id })
          .returning('room_id')
          .executeTakeFirstOrThrow();
        const adminToken = generateToken();
        const vendorToken = generateToken();
        await trx
          .insertInto('admin_sessions')
          .values({
            admin_id: admin.id,
            token_hash: hashToken(adminToken),
            scope: 'admin',
            expires_at: expires,
            ip: null,
            user_agent: null,
          })
          .execute();
        await trx
          .insertInto('app_sessions')
          .values({
            kind: 'vendor',
            subject_id: vendor.vendor_id,
            phone: vendor.vendor_mobile,
            token_hash: hashToken(vendorToken),
            expires_at: expires,
            ip: null,
            user_agent: null,
          })
          .execute();
        rooms.push({ roomId: room.room_id, adminToken, vendorToken });
        if (i === 0) historyRoomId = room.room_id;
      }
      const first = await trx
        .selectFrom('chat_rooms')
        .select(['vendor_id', 'admin_id'])
        .where('room_id', '=', historyRoomId)
        .executeTakeFirstOrThrow();
      const start = Date.now() - HISTORY * 60_000;
      await insertInChunks(
        trx,
        dialect,
        'chat_messages',
        (function* () {
          for (let m = 0; m < HISTORY; m++) {
            const admin = m % 2 === 0;
            yield {
              room_id: historyRoomId,
              sender_type: admin ? ('admin' as const) : ('vendor' as const),
              sender_id: admin ? first.admin_id : first.vendor_id,
              message: `History message ${m}: the technician will arrive between 10 and 11 tomorrow.`,
              sent_at: new Date(start + m * 60_000).toISOString(),
            };
          }
        })(),
      );
    });
    await settleAfterBulkLoad(handle);
    return { rooms, historyRoomId };
  } finally {
    await handle.destroy();
  }
}

/** Sequential single requests (an idle server), then 10 concurrent connections for 5 s. */
async function measureHistory(
  url: string,
  token: string,
  roomId: number,
): Promise<{ summary: string; p99: number }> {
  const path = `/api/v1/chat/messages/${roomId}?limit=50`;
  const headers = { authorization: `Bearer ${token}` };
  const timings: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers });
    const body = (await res.json()) as { data: unknown[] };
    if (res.status !== 200 || body.data.length !== 50) throw new Error(`history answered ${res.status}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const loaded = await autocannon({ url: `${url}${path}`, connections: 10, duration: 5, headers });
  const bad = loaded.non2xx + loaded.errors + loaded.timeouts;
  return {
    summary: `alone p50 ${timings[100]!.toFixed(1)} ms, p99 ${timings[198]!.toFixed(1)} ms; under 10 connections ${loaded.requests.average.toFixed(0)} req/s, p99 ${loaded.latency.p99} ms${bad ? `, FAILED ${bad}` : ''}`,
    // The budget is one request's time: the p99 of requests one after the other.
    p99: timings[198]!,
  };
}
