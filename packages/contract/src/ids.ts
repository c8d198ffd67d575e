/** The largest database id: ids are 32-bit signed integers on both databases (2^31 - 1). */
export const MAX_DB_ID = 2_147_483_647;

/** Whether `id` can be a row id: an integer from 1 to MAX_DB_ID. */
export function isDbId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_DB_ID;
}
