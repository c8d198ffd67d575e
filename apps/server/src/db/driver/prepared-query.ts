import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from 'kysely';
import type { Database } from '../schema';

type Params = Record<string, unknown>;

interface Compiled {
  sql: string;
  query: CompiledQuery['query'];
  /** For each parameter of the statement, the name of the value it takes, or the constant it keeps. */
  slots: ({ name: string } | { constant: unknown })[];
}

/**
 * A statement Kysely builds and compiles once, then runs with each call's values. Building and compiling
 * a query costs 5–20 µs of CPU on every call (a join with a subquery costs the most), and the statements
 * every request runs (the session check, a decision's update, its audit row) pay it thousands of times a
 * second for the same SQL text (ADR 023).
 *
 * `build` receives stand-ins for the values, which it must pass to the builder as values (`where`,
 * `set`, `values`), not put in the SQL text and not compute with; compiling it with two different sets
 * of stand-ins must give the same SQL. The compiled statement is kept per dialect adapter, which a
 * transaction shares with its database.
 */
export function preparedQuery<P extends Params, Row>(
  build: (db: Kysely<Database>, params: P) => Compilable<Row>,
) {
  const compiled = new WeakMap<object, Compiled>();

  function compile(db: Kysely<Database>, names: string[]): Compiled {
    const adapter = db.getExecutor().adapter;
    const known = compiled.get(adapter);
    if (known) return known;
    const first = build(db, standIns(names, 'a')).compile();
    const second = build(db, standIns(names, 'b')).compile();
    if (first.sql !== second.sql || first.parameters.length !== second.parameters.length) {
      throw new Error(`preparedQuery: the SQL depends on the values:\n${first.sql}`);
    }
    const slots = first.parameters.map((value, index) => {
      const name = standInName(value, 'a');
      if (
        name === undefined ||
        !names.includes(name) ||
        standInName(second.parameters[index], 'b') !== name
      ) {
        if (isStandIn(value))
          throw new Error(`preparedQuery: a value is not passed as a value:\n${first.sql}`);
        return { constant: value };
      }
      return { name };
    });
    const unused = names.filter((name) => !slots.some((slot) => 'name' in slot && slot.name === name));
    if (unused.length > 0) throw new Error(`preparedQuery: ${unused.join(', ')} not used by:\n${first.sql}`);
    if (first.sql.includes(STAND_IN_PREFIX)) {
      throw new Error(`preparedQuery: a value is in the SQL text:\n${first.sql}`);
    }
    const entry = { sql: first.sql, query: first.query, slots };
    compiled.set(adapter, entry);
    return entry;
  }

  /** Runs the statement on `db` (a database or a transaction) with `params`. */
  async function execute(db: Kysely<Database>, params: P): Promise<QueryResult<Row>> {
    const statement = compile(db, Object.keys(params));
    const parameters = statement.slots.map((slot) => ('name' in slot ? params[slot.name] : slot.constant));
    return db.executeQuery<Row>({
      sql: statement.sql,
      query: statement.query,
      parameters,
      queryId: createQueryId(),
    });
  }

  return {
    execute,
    async takeFirst(db: Kysely<Database>, params: P): Promise<Row | undefined> {
      return (await execute(db, params)).rows[0];
    },
  };
}

const STAND_IN_PREFIX = '\u0000prepared:';

function standIns<P extends Params>(names: string[], set: string): P {
  return Object.fromEntries(names.map((name) => [name, `${STAND_IN_PREFIX}${set}:${name}`])) as P;
}

function isStandIn(value: unknown): boolean {
  return typeof value === 'string' && value.includes(STAND_IN_PREFIX);
}

function standInName(value: unknown, set: string): string | undefined {
  const prefix = `${STAND_IN_PREFIX}${set}:`;
  return typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length) : undefined;
}
