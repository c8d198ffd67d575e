/** docs/product/api.md#search: case-insensitive substring match on any of the given fields; a blank term matches all. */
export function matchesSearch(term: string, ...fields: (string | number | null | undefined)[]): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field != null && String(field).toLowerCase().includes(needle));
}
