import { WITHOUT_CONTROL_CHARACTERS } from '@seva/contract';

/**
 * The part of JSON Schema (OpenAPI 3.0 flavour) that the API document uses for requests, as
 * fastify-type-provider-zod writes it from the zod schemas. Anything else makes the fuzz suite fail
 * loudly (see unsupported()), so a new construct is taught to it instead of being skipped.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a boolean that makes `minimum` exclusive; JSON Schema 2020: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

const KNOWN_KEYS = new Set<string>([
  'type',
  'nullable',
  'enum',
  'pattern',
  'allOf',
  'anyOf',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'default',
  'description',
]);

export function unsupported(schema: JsonSchema, where: string): string | null {
  const unknown = Object.keys(schema).filter((key) => !KNOWN_KEYS.has(key));
  return unknown.length > 0 ? `${where}: the fuzz generator does not know ${unknown.join(', ')}` : null;
}

/** Every pattern the value must match (a schema with two regexes lists them under allOf). */
export function patternsOf(schema: JsonSchema): RegExp[] {
  // Case-insensitive: JSON Schema has no flags, and zod writes a /…/i regex without its `i`.
  const own = schema.pattern === undefined ? [] : [new RegExp(schema.pattern, 'i')];
  return [...own, ...(schema.allOf ?? []).flatMap(patternsOf)];
}

/** Text the project refuses in every request string (packages/contract/src/safe-text.ts). */
export const hasControlCharacter = (value: string): boolean => !WITHOUT_CONTROL_CHARACTERS.test(value);

function lowerBoundOk(schema: JsonSchema, n: number): boolean {
  if (typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum) return false;
  if (schema.minimum === undefined) return true;
  return schema.exclusiveMinimum === true ? n > schema.minimum : n >= schema.minimum;
}

function upperBoundOk(schema: JsonSchema, n: number): boolean {
  if (typeof schema.exclusiveMaximum === 'number' && n >= schema.exclusiveMaximum) return false;
  if (schema.maximum === undefined) return true;
  return schema.exclusiveMaximum === true ? n < schema.maximum : n <= schema.maximum;
}

/**
 * Whether `value` (as the server parses it from JSON) may satisfy `schema`. Generous where the zod
 * schema behind it is more lenient than its JSON Schema: a string also passes if its trimmed form does
 * (trimming fields). So a value this refuses is refused by the server too; the reverse need not hold
 * (refinements such as "at most two decimals" are not in the document).
 */
export function mayConform(schema: JsonSchema, value: unknown): boolean {
  if (value === null && schema.nullable) return true;
  if (schema.anyOf && !schema.anyOf.some((branch) => mayConform(branch, value))) return false;
  if (schema.allOf && !schema.allOf.every((part) => mayConform(part, value))) return false;
  if (schema.enum && !schema.enum.some((option) => Object.is(option, value))) return false;
  switch (schema.type) {
    case undefined:
      return true;
    case 'string':
      return (
        typeof value === 'string' && (stringConforms(schema, value) || stringConforms(schema, value.trim()))
      );
    case 'number':
    case 'integer':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (schema.type === 'number' || Number.isInteger(value)) &&
        lowerBoundOk(schema, value) &&
        upperBoundOk(schema, value)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Number.POSITIVE_INFINITY) &&
        (!schema.items || value.every((item) => mayConform(schema.items!, item)))
      );
    case 'object':
      return (
        typeof value === 'object' && value !== null && !Array.isArray(value) && objectConforms(schema, value)
      );
  }
}

function stringConforms(schema: JsonSchema, value: string): boolean {
  if (hasControlCharacter(value)) return false;
  // zod counts code points; UTF-16 units are at least as many, so each bound takes the lenient count.
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
  return patternsOf(schema).every((pattern) => pattern.test(value));
}

function objectConforms(schema: JsonSchema, value: object): boolean {
  const record = value as Record<string, unknown>;
  const properties = schema.properties ?? {};
  if ((schema.required ?? []).some((key) => !(key in record))) return false;
  return Object.entries(record).every(([key, item]) => {
    const property = properties[key];
    if (property) return mayConform(property, item);
    return schema.additionalProperties !== false;
  });
}

/** The string a coercing query parser (z.coerce.number) reads as a number within the schema. */
export function mayConformAsQueryNumber(schema: JsonSchema, raw: string): boolean {
  return mayConform(schema, Number(raw));
}
