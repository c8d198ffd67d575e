import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How many distinct statement texts get a name; the rest (e.g. IN lists of every length) stay unnamed. */
const MAX_NAMED_STATEMENTS = 200;

/** "cached plan must not change result type" */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * PostgreSQL parses and plans an unnamed statement on every execution. A named one is parsed once per
 * connection and, when its generic plan is as good as a custom one, planned once too: for the small,
 * frequent queries of the hot paths (session lookup, page walks, conditional updates) that is most of
 * PostgreSQL's work. Names are a hash of the text, so the same text shares one prepared statement.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `k${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let stale = false;
    return {
      processID: (client as pg.PoolClient & { processID?: number }).processID,
      async query(text: string, values: readonly unknown[]) {
        try {
          return await client.query({ name: nameOf(text), text, values: [...values] });
        } catch (error) {
          // Another process altered a table under a prepared `select *`: this connection's statements
          // are stale, so it is closed on release rather than failing the same way again.
          if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) stale = true;
          throw error;
        }
      },
      release: (destroy?: boolean) => client.release(destroy || stale),
    } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
