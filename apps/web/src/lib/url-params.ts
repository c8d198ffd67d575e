/*
 * A list's settings (search, filters, sort, page) as the URL's query string keeps them, so a reload, a
 * shared link or Back shows the same rows (docs/guiding-principles.md, "page and search a list").
 * Free of React and the router: app/early-requests.ts reads the Vendor List's first page from the URL
 * with it before React runs (ADR 027).
 */

/** One setting kept in the query string under its name. */
export interface UrlParam<T> {
  /** The value when the URL names none, or names one that is not valid; never written to the URL. */
  readonly fallback: T;
  /** The value the URL's text names, or undefined when it is not one (the setting falls back). */
  parse(text: string): T | undefined;
  /** The URL's text of a value other than the fallback. */
  format(value: T): string;
}

/** A list's settings by query-string name. */
// biome-ignore lint/suspicious/noExplicitAny: each setting has a type of its own
export type UrlParams = Record<string, UrlParam<any>>;

/** The values of a list's settings. */
export type UrlValues<P extends UrlParams> = { [K in keyof P]: P[K] extends UrlParam<infer T> ? T : never };

/** Longest text a URL setting keeps (the API's `q`, `category` and `name` take at most 100). */
const MAX_TEXT = 100;

/** Free text (a search): trimmed and cut to what the API takes, '' when absent. */
export function textParam(): UrlParam<string> {
  return { fallback: '', parse: (text) => text.trim().slice(0, MAX_TEXT).trim(), format: String };
}

/** Free text that may be absent (a category name): null when absent, blank or too long. */
export function optionalTextParam(): UrlParam<string | null> {
  return {
    fallback: null,
    parse: (text) => {
      const trimmed = text.trim();
      return trimmed !== '' && trimmed.length <= MAX_TEXT ? trimmed : undefined;
    },
    format: (value) => value ?? '',
  };
}

/** A database id (a positive whole number) as text, or null. */
export function optionalIdParam(): UrlParam<string | null> {
  return {
    fallback: null,
    parse: (text) => (/^[1-9]\d{0,9}$/.test(text) ? text : undefined),
    format: (value) => value ?? '',
  };
}

/** One of `values`, `fallback` for anything else. */
export function oneOfParam<const T extends string>(values: readonly T[], fallback: T): UrlParam<T> {
  return {
    fallback,
    parse: (text) => values.find((value) => value === text),
    format: String,
  };
}

/** One of `values`, or null (none chosen) for anything else. */
export function optionalOneOfParam<const T extends string>(values: readonly T[]): UrlParam<T | null> {
  return {
    fallback: null,
    parse: (text) => values.find((value) => value === text),
    format: (value) => value ?? '',
  };
}

/** A yes/no setting: `1` in the URL when on, absent when off. */
export function flagParam(): UrlParam<boolean> {
  return { fallback: false, parse: (text) => (text === '1' ? true : undefined), format: () => '1' };
}

/** A 1-based page: a whole number from 1 to a million, 1 for anything else. */
export function pageParam(): UrlParam<number> {
  return {
    fallback: 1,
    parse: (text) => {
      if (!/^\d{1,7}$/.test(text)) return undefined;
      const page = Number(text);
      return page >= 1 && page <= 1_000_000 ? page : undefined;
    },
    format: String,
  };
}

/** A list's sort as the API takes it (docs/product/api.md#lists): a sort field, `-field` descending. */
export type ListSort<F extends string> = F | `-${F}`;

/** The sort of a list the server sorts by `fields` (the contract's), `fallback` for anything else. */
export function sortParam<const F extends string>(
  fields: readonly F[],
  fallback: ListSort<F>,
): UrlParam<ListSort<F>> {
  return {
    fallback,
    parse: (text) =>
      (fields as readonly string[]).includes(text.replace(/^-/, '')) ? (text as ListSort<F>) : undefined,
    format: String,
  };
}

/**
 * The sort of a list whose default order depends on another setting (Booking Details' tabs): null for
 * that default, never written to the URL.
 */
export function optionalSortParam<const F extends string>(
  fields: readonly F[],
): UrlParam<ListSort<F> | null> {
  const sort = sortParam(fields, fields[0] as F);
  return { fallback: null, parse: sort.parse, format: (value) => value ?? '' };
}

/** A calendar day `YYYY-MM-DD`, or null. */
export function dayParam(): UrlParam<string | null> {
  return {
    fallback: null,
    parse: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined),
    format: (value) => value ?? '',
  };
}

/** The search and page every list keeps: `q` and `page`. */
export const LIST_URL_PARAMS = { q: textParam(), page: pageParam() };

/** The settings `params` names in `search`; an absent or bad value falls back. */
export function readUrlParams<P extends UrlParams>(search: URLSearchParams, params: P): UrlValues<P> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(params)) {
    const text = search.get(name);
    const parsed = text === null ? undefined : param.parse(text);
    values[name] = parsed === undefined ? param.fallback : parsed;
  }
  return values as UrlValues<P>;
}

/**
 * `search` with `values` written: a value equal to its fallback is removed, so a list at its defaults
 * keeps a clean URL. Parameters that `values` does not name are kept as they are.
 */
export function writeUrlParams<P extends UrlParams>(
  search: URLSearchParams,
  params: P,
  values: Partial<UrlValues<P>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    const param = params[name];
    if (!param || value === undefined) continue;
    if (value === param.fallback) next.delete(name);
    else next.set(name, param.format(value));
  }
  return next;
}
