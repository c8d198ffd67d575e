import { phoneSearchDigits } from '@seva/contract';
import { type AliasedRawBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from './database';
import { UNICODE_LOWER } from './sqlite-functions';

type TableName = keyof Database & string;
type ColumnOf<T extends TableName> = keyof Database[T] & string;

interface TrigramIndex<T extends TableName> {
  key: ColumnOf<T>;
  columns: readonly ColumnOf<T>[];
}

/**
 * The tables with a trigram index (migration 2026-11-21-003-search; the mobiles of customers and bookings
 * since 2026-11-29-150-phone-search; refunds since 2026-11-30-210-refunds; invoices since 2026-12-01-260-invoices) and the columns it covers.
 */
const trigramIndexes: { [T in TableName]?: TrigramIndex<T> } = {
  vendors: {
    key: 'vendor_id',
    columns: ['vendor_name', 'vendor_email', 'vendor_mobile', 'bussiness_category', 'name_of_bussiness'],
  },
  customers: { key: 'customer_id', columns: ['customer_name', 'mobile'] },
  customer_service_bookings: { key: 'booking_id', columns: ['customer_name', 'mobile'] },
  customer_payments: { key: 'payment_id', columns: ['customer_name'] },
  vendor_payments: { key: 'payment_id', columns: ['vendor_name'] },
  vendor_complaints: { key: 'vend_comp_id', columns: ['vendor_name'] },
  customer_complaints: { key: 'cust_comp_id', columns: ['customer_name'] },
  refunds: { key: 'refund_id', columns: ['customer_name'] },
  invoices: { key: 'invoice_id', columns: ['vendor_name', 'invoice_number'] },
};

/**
 * PostgreSQL: a stored lower-cased text of several searched columns joined by U+001F, with its own trigram
 * index (migration 2026-11-22-030), which a search over exactly those columns tests once instead of
 * ILIKE on each.
 */
const combinedSearchTexts: { [T in TableName]?: { columns: readonly ColumnOf<T>[] } } = {
  vendors: {
    columns: ['vendor_name', 'vendor_email', 'vendor_mobile', 'bussiness_category', 'name_of_bussiness'],
  },
};
const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * The phone columns (10-digit national numbers) of the searched tables. When a search names one of them
 * and its term looks like a phone number (phoneSearchDigits), that column also matches the term's national
 * digits (docs/product/api.md#search). Each is in its table's trigram index.
 */
const phoneColumns: { [T in TableName]?: readonly ColumnOf<T>[] } = {
  vendors: ['vendor_mobile'],
  customers: ['mobile'],
  customer_service_bookings: ['mobile'],
};

interface PhoneMatch<T extends TableName> {
  digits: string;
  columns: readonly ColumnOf<T>[];
}

/** The phone columns among `columns` and the digits they also match, when the term is a phone number's. */
function phoneMatchOf<T extends TableName>(
  table: T,
  columns: readonly ColumnOf<T>[],
  term: string,
): PhoneMatch<T> | undefined {
  const phones = (phoneColumns[table] as readonly ColumnOf<T>[] | undefined)?.filter((c) =>
    columns.includes(c),
  );
  if (!phones?.length) return undefined;
  const digits = phoneSearchDigits(term);
  // A term of bare digits already matches them as typed.
  return digits === undefined || digits === term ? undefined : { digits, columns: phones };
}
const COLUMN_SEPARATOR = '\u001f';

/** SQLite's FTS5 trigram tables, one per searched table (`<table>_fts`). */
export const ftsTables: readonly string[] = Object.keys(trigramIndexes).map((table) => `${table}_fts`);

/** FTS5's trigram tokenizer can only answer terms of at least three characters. */
const TRIGRAM = 3;

export interface MatchOptions {
  /** The name the query gives the table, when it aliases it. */
  alias?: string;
  /**
   * SQLite: test each row rather than ask the trigram index. For a page that walks an order index while
   * the term matches many rows, this stops after the page (PostgreSQL's planner makes that choice itself).
   */
  scan?: boolean;
}

/**
 * Case-insensitive substring match of `term` in any of `columns` (docs/product/api.md#search), with the same answers on
 * both databases; a term that looks like a phone number also matches the phone columns among `columns` on
 * its national digits (`+91 73772 71712` finds `7377271712`). Use as
 * `.where(matchesText(dialect, 'vendors', ['vendor_name'], q))`.
 * - PostgreSQL: `col ILIKE '%term%'`, which pg_trgm GIN indexes serve (or one LIKE on a combined text).
 * - SQLite, term of 3+ characters on indexed columns: the row must be in the FTS5 trigram index's answer.
 * - SQLite otherwise: a scan with a Unicode-aware lower() (ASCII terms use the faster built-in).
 * An empty term matches every row.
 */
export function matchesText<T extends TableName>(
  dialect: Dialect,
  table: T,
  columns: readonly ColumnOf<T>[],
  term: string,
  options: MatchOptions = {},
): RawBuilder<SqlBool> {
  if (term === '' || columns.length === 0) return sql<SqlBool>`1 = 1`;
  // PostgreSQL text cannot hold NUL, so no row can contain it; SQLite must agree rather than error.
  if (term.includes('\u0000')) return sql<SqlBool>`1 = 0`;
  const owner = options.alias ?? table;
  const ref = (column: string) => sql.ref(`${owner}.${column}`);
  const phone = phoneMatchOf(table, columns, term);

  if (dialect === 'postgres') {
    const pattern = `%${escapeLike(term)}%`;
    // Digits need neither escaping nor case folding.
    const digitsPattern = phone && `%${phone.digits}%`;
    const combined = combinedSearchTexts[table] as { columns: readonly ColumnOf<T>[] } | undefined;
    // lower() on both sides is what ILIKE does in a multi-byte encoding, so the answers are the same.
    if (combined && sameColumns(combined.columns, columns) && !term.includes(COLUMN_SEPARATOR)) {
      const text = sql<SqlBool>`${ref(SEARCH_TEXT_COLUMN)} like lower(${pattern}) escape '\\'`;
      if (!phone) return text;
      // The combined text's index finds the digits; the phone column then says whether they are its own.
      const inPhones = anyOf(phone.columns.map((c) => sql<SqlBool>`${ref(c)} like ${digitsPattern}`));
      return sql<SqlBool>`(${text} or (${ref(SEARCH_TEXT_COLUMN)} like ${digitsPattern} and ${inPhones}))`;
    }
    return anyOf([
      ...columns.map((c) => sql<SqlBool>`${ref(c)} ilike ${pattern} escape '\\'`),
      ...(phone?.columns ?? []).map((c) => sql<SqlBool>`${ref(c)} like ${digitsPattern}`),
    ]);
  }

  const index = trigramIndexes[table] as TrigramIndex<T> | undefined;
  if (
    !options.scan &&
    index &&
    [...term].length >= TRIGRAM &&
    columns.every((c) => index.columns.includes(c))
  ) {
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${ref(index.key)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(index, columns, term, phone)})`;
  }

  const needle = term.toLowerCase();
  // For an ASCII needle, folding only ASCII in the haystack gives the same answer, at native speed.
  const lower = isAscii(needle) ? sql.raw('lower') : sql.raw(UNICODE_LOWER);
  return anyOf([
    ...columns.map((c) => sql<SqlBool>`instr(${lower}(${ref(c)}), ${needle}) > 0`),
    ...(phone?.columns ?? []).map((c) => sql<SqlBool>`instr(${ref(c)}, ${phone!.digits}) > 0`),
  ]);
}

/** `\`, `%` and `_` lose their LIKE meaning (the pattern uses ESCAPE '\'). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One FTS5 phrase (so every character is literal), limited to `columns` when they are not all; for a phone
 * number's term, OR its digits in the phone columns.
 */
function ftsQuery<T extends TableName>(
  index: TrigramIndex<T>,
  columns: readonly ColumnOf<T>[],
  term: string,
  phone: PhoneMatch<T> | undefined,
) {
  const phrase = `"${term.replaceAll('"', '""')}"`;
  const text = columns.length === index.columns.length ? phrase : `{${columns.join(' ')}} : ${phrase}`;
  return phone ? `${text} OR {${phone.columns.join(' ')}} : "${phone.digits}"` : text;
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function anyOf(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 1 ? conditions[0]! : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

function isAscii(text: string): boolean {
  return /^\p{ASCII}*$/u.test(text);
}

export interface OrderedMatch {
  /** The FTS5 index of the table, to inner-join on `rowid` = the table's key. */
  table: AliasedRawBuilder<{ rowid: number }, 'fts'>;
  /** The join's match condition. */
  match: RawBuilder<SqlBool>;
}

/**
 * For a page in key order (`ORDER BY key`): on SQLite, for a term of 3+ characters on trigram-indexed
 * columns, join the table's FTS5 index as `fts` and order by `fts.rowid` (the key) instead of using
 * matchesText. FTS5 then yields the matches in that order and the page stops after `limit` of them, where
 * matchesText's `key IN (…)` first materialises every match (about ten times slower for a common surname
 * at 300 000 rows). Undefined where matchesText is as good: PostgreSQL, short terms, unindexed columns.
 * The rows and their order are the same as with matchesText.
 */
export function orderedTrigramMatch<T extends TableName>(
  dialect: Dialect,
  table: T,
  columns: readonly ColumnOf<T>[],
  term: string,
): OrderedMatch | undefined {
  if (dialect !== 'sqlite' || [...term].length < TRIGRAM || term.includes('\u0000')) return undefined;
  const index = trigramIndexes[table] as TrigramIndex<T> | undefined;
  if (!index || columns.length === 0 || !columns.every((c) => index.columns.includes(c))) return undefined;
  const fts = `${table}_fts`;
  return {
    table: sql<{ rowid: number }>`${sql.table(fts)}`.as('fts'),
    // FTS5 names its match column after the table, also behind an alias.
    match: sql<SqlBool>`${sql.ref(`fts.${fts}`)} match ${ftsQuery(index, columns, term, phoneMatchOf(table, columns, term))}`,
  };
}
