import { EventEmitter } from 'node:events';
import pg from 'pg';

/** Called when its channel is signalled; carries nothing: the listener reads what changed itself. */
export type SignalListener = () => void;

/**
 * Wake-ups between writers and the workers that act on their rows (the outbox, ADR 032): a signal says
 * "look again", never what to do, so a lost one only delays the work until the worker's next poll.
 */
export interface Signals {
  /** Calls `listener` whenever `channel` is signalled; returns the function that stops it. */
  listen(channel: string, listener: SignalListener): () => void;
  close(): Promise<void>;
}

const inProcess = new EventEmitter();
// Every app of a process (the tests build many) may listen.
inProcess.setMaxListeners(0);

/**
 * Signals `channel` to this process's listeners (SQLite's, `inProcessSignals`). Called by a writer right
 * after its statement, possibly before its transaction commits: a SQLite listener's statement then waits
 * for the one connection until the transaction has ended, so it reads the committed row (or none, after a
 * rollback). PostgreSQL's listeners hear the database's NOTIFY instead, sent when the transaction commits,
 * from every process.
 */
export function signalInProcess(channel: string): void {
  inProcess.emit(channel);
}

/** SQLite: the signals of this process (`signalInProcess`). */
export function inProcessSignals(): Signals {
  const stops = new Set<() => void>();
  return {
    listen(channel, listener) {
      inProcess.on(channel, listener);
      const stop = () => {
        inProcess.off(channel, listener);
        stops.delete(stop);
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      for (const stop of [...stops]) stop();
    },
  };
}

/** After a lost connection, LISTEN is tried again this long after. */
const RECONNECT_MS = 1000;

/**
 * PostgreSQL: LISTEN on one connection of its own (`seva signals` in pg_stat_activity), opened with the
 * first listener. NOTIFY reaches every process listening on the database once the notifying transaction
 * commits, never before. When the connection is lost it is opened again, and every listener is called
 * once: what was signalled meanwhile is not replayed.
 */
export function postgresSignals(url: string, onError: (err: Error) => void): Signals {
  const listeners = new Map<string, Set<SignalListener>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;
  const callAll = () => {
    for (const set of listeners.values()) for (const listener of [...set]) listener();
  };

  function lost(lostClient: pg.Client): void {
    if (client !== lostClient) return;
    client = undefined;
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      ensureConnected();
    }, RECONNECT_MS);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'seva signals' });
    next.on('notification', (message) => {
      for (const listener of [...(listeners.get(message.channel) ?? [])]) listener();
    });
    next.on('error', (err) => {
      if (!closed) onError(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    for (const channel of [...listeners.keys()]) await next.query(listenSql(channel));
    callAll();
  }

  function ensureConnected(): void {
    if (closed || client || connecting || listeners.size === 0) return;
    connecting = connect()
      .catch((err: Error) => {
        if (closed) return;
        onError(err);
        scheduleReconnect();
      })
      .finally(() => {
        connecting = undefined;
      });
  }

  return {
    listen(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        client?.query(listenSql(channel)).catch((err: Error) => onError(err));
      }
      set.add(listener);
      ensureConnected();
      return () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
