import { isDbId } from '@seva/contract';

/**
 * Add and edit screens learn their mode from navigation state (docs/product/catalogue.md#add-or-edit-category, #add-or-edit-sub-service) or, when opened directly,
 * from the URL (ADR 006): `?id=` edits that item, `?categoryId=` adds to that category.
 */

/** The object the list passed under `key` in navigation state, if any. */
export function fromNavigationState<T>(state: unknown, key: string): T | undefined {
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null ? (value as T) : undefined;
}

/** A positive integer id from a query parameter, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isDbId(id) ? id : null;
}
