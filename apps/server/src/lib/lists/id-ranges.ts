/**
 * Ids an unpaged list or an export reads per statement when the list is in id order: a search on the
 * read worker then waits behind one such read (about 10-40 ms at 100 000 vendors), not behind the whole
 * list's (ADR 021).
 */
export const ID_RANGE = 10_000;

/**
 * Every id of a list in id order, `range` ids per statement: `idsAfter(last, range)` answers the next
 * `range` ids past `last` in the list's direction (from the start when `last` is undefined). The ranges
 * are read one after the other, not as one snapshot, like the rows streamed after them.
 */
export async function idsInRanges(
  idsAfter: (last: number | undefined, range: number) => Promise<number[]>,
  range = ID_RANGE,
): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const read = await idsAfter(ids.at(-1), range);
    for (const id of read) ids.push(id);
    if (read.length < range) return ids;
  }
}
