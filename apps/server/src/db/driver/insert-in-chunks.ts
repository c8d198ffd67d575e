import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from './database';

type TableName = keyof Database & string;

/** SQLite binds at most 32 766 parameters per statement. */
const SQLITE_MAX_PARAMETERS = 32_766;
/** Past a few hundred rows a SQLite statement gets no faster to run, only slower to prepare. */
const SQLITE_MAX_ROWS = 500;
/** PostgreSQL takes one array parameter per column, so a chunk is bounded by memory, not by a limit. */
const POSTGRES_ROWS = 5_000;

/**
 * Inserts `rows` (any iterable, consumed lazily, so generators of millions of rows are fine) in
 * multi-row statements: `VALUES (?, …), …` sized to SQLite's parameter limit, and on PostgreSQL
 * `SELECT * FROM unnest($1::type[], …)` with one array per column, which parses once per chunk and
 * loads about twice as fast as VALUES lists. Every row must carry the same columns as the first one.
 * Run it inside a transaction for speed and atomicity. Returns the number of rows inserted.
 *
 * The SQL is built here rather than through the query builder: at a million rows the builder's
 * per-value work would be most of the cost.
 */
export async function insertInChunks<T extends TableName>(
  db: Kysely<Database>,
  dialect: Dialect,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
): Promise<number> {
  let writer: ChunkWriter | undefined;
  let total = 0;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    if (!writer) {
      const columns = Object.keys(record);
      if (columns.length === 0) throw new Error(`insertInChunks(${table}): a row has no columns`);
      writer =
        dialect === 'postgres'
          ? new PostgresWriter(db, table, columns, await postgresColumnTypes(db, table, columns))
          : new SqliteWriter(db, table, columns);
    }
    if (Object.keys(record).length !== writer.columns.length) {
      throw new Error(
        `insertInChunks(${table}): every row must have the columns ${writer.columns.join(', ')}`,
      );
    }
    writer.add(record);
    if (writer.full) total += await writer.flush();
  }
  return writer ? total + (await writer.flush()) : 0;
}

interface ChunkWriter {
  readonly columns: readonly string[];
  readonly full: boolean;
  add(row: Record<string, unknown>): void;
  flush(): Promise<number>;
}

class SqliteWriter implements ChunkWriter {
  private values: unknown[] = [];
  private rows = 0;
  private readonly maxRows: number;
  private readonly statements = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: string,
    readonly columns: readonly string[],
  ) {
    this.maxRows = Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_MAX_PARAMETERS / columns.length));
  }

  get full(): boolean {
    return this.rows >= this.maxRows;
  }

  add(row: Record<string, unknown>): void {
    for (const column of this.columns) this.values.push(cell(row, column, this.table));
    this.rows += 1;
  }

  async flush(): Promise<number> {
    const rows = this.rows;
    if (rows === 0) return 0;
    let text = this.statements.get(rows);
    if (!text) {
      const tuple = `(${this.columns.map(() => '?').join(',')})`;
      text = `insert into ${quoteId(this.table)} (${this.columns.map(quoteId).join(',')}) values ${Array(rows).fill(tuple).join(',')}`;
      this.statements.set(rows, text);
    }
    const values = this.values;
    this.values = [];
    this.rows = 0;
    await this.db.executeQuery(CompiledQuery.raw(text, values));
    return rows;
  }
}

class PostgresWriter implements ChunkWriter {
  private arrays: unknown[][];
  private rows = 0;
  private readonly text: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly table: string,
    readonly columns: readonly string[],
    types: readonly string[],
  ) {
    this.arrays = columns.map(() => []);
    const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(',');
    this.text = `insert into ${quoteId(table)} (${columns.map(quoteId).join(',')}) select * from unnest(${unnest})`;
  }

  get full(): boolean {
    return this.rows >= POSTGRES_ROWS;
  }

  add(row: Record<string, unknown>): void {
    for (const [i, column] of this.columns.entries()) this.arrays[i]?.push(cell(row, column, this.table));
    this.rows += 1;
  }

  async flush(): Promise<number> {
    const rows = this.rows;
    if (rows === 0) return 0;
    const arrays = this.arrays;
    this.arrays = this.columns.map(() => []);
    this.rows = 0;
    await this.db.executeQuery(CompiledQuery.raw(this.text, arrays));
    return rows;
  }
}

function cell(row: Record<string, unknown>, column: string, table: string): unknown {
  if (!(column in row)) throw new Error(`insertInChunks(${table}): a row lacks ${column}`);
  return row[column] ?? null;
}

/** The SQL type of each column (e.g. `numeric(12,2)`), for the unnest casts. */
async function postgresColumnTypes(
  db: Kysely<Database>,
  table: string,
  columns: readonly string[],
): Promise<string[]> {
  const result = await db.executeQuery<{ name: string; type: string }>(
    CompiledQuery.raw(
      `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
      [quoteId(table)],
    ),
  );
  const types = new Map(result.rows.map((r) => [r.name, r.type]));
  return columns.map((column) => {
    const type = types.get(column);
    if (!type) throw new Error(`insertInChunks(${table}): no column ${column}`);
    return type;
  });
}

function quoteId(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
