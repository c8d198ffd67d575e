import type { z } from 'zod';

/** The parts of a zod schema's definition that the CSV columns are read from. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The object inside optional / nullable / default / readonly / pipe wrappers, if there is one. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.innerType) return objectShape(def.innerType);
  if (def.type === 'pipe') return (def.out && objectShape(def.out)) ?? (def.in && objectShape(def.in));
  return undefined;
}

/**
 * A list item's CSV columns (docs/product/cockpit.md#csv-export): its schema's fields in order, nested
 * objects flattened to dotted names (`account_details.ifsc`). Taken from the schema rather than the first
 * row, so an empty export still has its header and optional fields keep their column.
 */
export function csvColumns(item: z.ZodType, prefix = ''): string[] {
  const shape = objectShape(item);
  if (!shape) return [prefix];
  return Object.entries(shape).flatMap(([key, field]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return objectShape(field) ? csvColumns(field, name) : [name];
  });
}

/** The item inside a list response schema `{ success, data: [item], total? }`. */
export function listItemSchema(response: z.ZodType): z.ZodType {
  const data = objectShape(response)?.data;
  const element = data && (data as unknown as { _zod: { def: { element?: z.ZodType } } })._zod.def.element;
  if (!element) throw new Error('listItemSchema: not a list response schema');
  return element;
}

/** A value's text: empty for null or missing, arrays joined with `; `, other objects as JSON. */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a spreadsheet reads as the start of a formula (OWASP's CSV Injection rule): = + - @ tab CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell (docs/product/cockpit.md#csv-export): a number or a boolean as written (`-5` stays a
 * number); any other value's text, with a `'` in front when it starts like a formula, so a spreadsheet
 * shows `=HYPERLINK(…)` from a complaint as text instead of running it (a `+91…` phone becomes `'+91…`).
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  const text = textOf(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The item's cells in the columns' order (dotted columns read nested objects). */
export function csvRecord(item: unknown, columns: readonly string[]): string[] {
  return columns.map((column) => {
    let value: unknown = item;
    for (const key of column.split('.')) {
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    return csvCell(value);
  });
}
