import fc from 'fast-check';
import { type JsonSchema, mayConform, mayConformAsQueryNumber } from './json-schema';
import { validValue } from './valid-values';

/** Where a value travels: a JSON body keeps its type; a query string or a path carries text only. */
export type Location = 'body' | 'query' | 'path';

/** C0 controls (not tab, line feed, carriage return), DEL and C1: refused in every request string. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009B',
];

const ODD_STRINGS = [
  '',
  ' ',
  'x',
  'abc',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e400',
  'NaN',
  'Infinity',
  '0x1F',
  'true',
  'null',
  '٣',
  '𝟙',
  '1'.repeat(11),
  '99999999999',
  '%',
  '../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(60),
  'x'.repeat(5000),
];

const ODD_JSON: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  [1],
  ['x'],
  {},
  { a: 1 },
];

/** A valid text with a control character in its middle, so that character is its only fault. */
function withControlCharacter(valid: string, control: string): string {
  if (valid.length < 2) return `${valid}${control}${valid}`;
  const middle = Math.floor(valid.length / 2);
  return `${valid.slice(0, middle)}${control}${valid.slice(middle)}`;
}

function takesText(schema: JsonSchema): boolean {
  return schema.type === 'string' || (schema.anyOf ?? []).some(takesText);
}

/** Numbers just outside the bounds, and neighbours of enum members. */
function edgeValues(schema: JsonSchema): unknown[] {
  const edges: unknown[] = [];
  for (const s of [schema, ...(schema.anyOf ?? [])]) {
    if (s.minimum !== undefined) edges.push(s.minimum - 1, s.minimum - 0.5, s.minimum);
    if (s.maximum !== undefined) edges.push(s.maximum + 1, s.maximum + 0.5);
    if (s.maxLength !== undefined) edges.push('x'.repeat(s.maxLength + 1), 'y'.repeat(s.maxLength + 37));
    if (s.minLength !== undefined && s.minLength > 1) edges.push('z'.repeat(s.minLength - 1));
    // A list one item too long (or short), each item valid, so its length is the only fault.
    if (s.type === 'array' && s.maxItems !== undefined)
      edges.push(Array.from({ length: s.maxItems + 1 }, () => validValue(s.items ?? {}, 'an item')));
    if (s.type === 'array' && s.minItems !== undefined && s.minItems > 0)
      edges.push(Array.from({ length: s.minItems - 1 }, () => validValue(s.items ?? {}, 'an item')));
    for (const member of s.enum ?? []) {
      if (typeof member === 'number') edges.push(member + 1, member - 1, String(member));
      if (typeof member === 'string')
        edges.push(member.toUpperCase(), `${member}x`, `-${member}`, member.slice(1));
    }
  }
  return edges;
}

/** Whether the server could read `value`, sent at `location`, as valid for `schema`. */
function mayBeValid(schema: JsonSchema, value: unknown, location: Location): boolean {
  if (location === 'body') {
    if (value === undefined) return true;
    return mayConform(schema, JSON.parse(JSON.stringify(value)));
  }
  const text = String(value);
  return schema.type === 'number' || schema.type === 'integer'
    ? mayConformAsQueryNumber(schema, text)
    : mayConform(schema, text);
}

/**
 * Values that break `schema` whatever the rest of the request holds: wrong types, control characters,
 * overlong and empty text, numbers out of bounds, huge, negative and fractional, enum neighbours,
 * pattern misfits. Each is checked against the schema (mayConform), so none is accepted by accident.
 * Null when no value can break it (a field the route accepts and ignores).
 */
export function badValues(
  schema: JsonSchema,
  location: Location,
  where: string,
): fc.Arbitrary<unknown> | null {
  const textual = location !== 'body';
  const fixed = [...ODD_STRINGS, ...(textual ? ODD_JSON.map(String) : ODD_JSON), ...edgeValues(schema)]
    .map((value) => (textual ? String(value) : value))
    .filter((value) => !mayBeValid(schema, value, location));
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  if (fixed.length > 0) arbitraries.push(fc.constantFrom(...fixed));
  if (textual || takesText(schema)) {
    const valid = String(validValue(schema, where) ?? 'x');
    const controlled = CONTROL_CHARACTERS.map((control) => withControlCharacter(valid, control));
    const bad = controlled.filter((value) => !mayBeValid(schema, value, location));
    if (bad.length > 0) arbitraries.push(fc.constantFrom(...bad));
  }
  if (arbitraries.length === 0) return null;
  // Random values too, where a fair share of them is bad (a filter that rarely passes would spin).
  const random = textual
    ? fc.string({ unit: 'grapheme', maxLength: 12 })
    : fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.double(), fc.string({ unit: 'grapheme', maxLength: 12 }));
  const isBad = (value: unknown) => !mayBeValid(schema, value, location);
  const badShare = fc.sample(random, { numRuns: 100, seed: 1 }).filter(isBad).length / 100;
  if (badShare >= 0.2) arbitraries.push(random.filter(isBad));
  return fc.oneof(...arbitraries);
}
