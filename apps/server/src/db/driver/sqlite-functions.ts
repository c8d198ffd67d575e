import type SQLite from 'better-sqlite3';

/**
 * SQLite's own lower() folds ASCII only; PostgreSQL's (C.UTF-8) folds all of Unicode. Searches that cannot
 * use the trigram index call this one so that 'É' finds 'é' on both databases.
 */
export const UNICODE_LOWER = 'seva_unicode_lower';

export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}
