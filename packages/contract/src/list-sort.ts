import { z } from 'zod';

/**
 * A list's `sort` parameter: one of `fields`, optionally prefixed with - for descending
 * (docs/product/api.md#lists). Anything else is refused with the fields named.
 */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  type Sort = F[number] | `-${F[number]}`;
  const values = fields.flatMap((f) => [f, `-${f}`]) as [Sort, ...Sort[]];
  return z.enum(values, { error: `sort must be one of ${fields.join(', ')}, optionally prefixed with -` });
}
