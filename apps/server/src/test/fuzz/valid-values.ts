import { type JsonSchema, mayConform } from './json-schema';

/**
 * Ordinary values that the document's patterns accept; validValue() takes the first that fits. A
 * pattern none of them fits makes the suite fail with its name, so it is added here.
 */
const TYPICAL_STRINGS = [
  'Fuzz text',
  '1',
  '123456',
  '9876543210',
  '/uploads/fuzz.png',
  'fuzz',
  'Fuzz text with a longer tail',
  // A bell item's id (kind:id).
  'application:1',
  // A DLT template id: 19 digits (packages/contract/src/message-templates.ts).
  '1107160000000012345',
  // A month, YYYY-MM: the dashboard's money (packages/contract/src/dashboard.ts).
  '2026-11',
  // A day and a slot's start (packages/contract/src/slots.ts).
  '2026-12-03',
  '2026-12-03T02:30:00.000Z',
];

/**
 * Valid values the document cannot describe, by property name: zod refinements and transforms are not
 * in JSON Schema (a phone is a string there, a 10-digit Indian mobile number for the server).
 */
const BY_PROPERTY: Record<string, unknown> = {
  phone: '9876543210',
  // The vendor application's Indian identifiers and times (packages/contract/src/rules/indian-ids.ts).
  pan: 'ABCPE1234Q',
  aadhar: '234567890124',
  ifsc: 'HDFC0001234',
  accountNumber: '123456789012',
  pincode: '560001',
  zip: '560001',
  service_start_time: '09:00',
  service_end_time: '18:00',
  vendor_email: 'fuzz@example.com',
  customer_email: 'fuzz@example.com',
};

/**
 * A valid value for `schema`: the first fitting enum member, typical string or bound. Ids are 1, the
 * first row of each table, which the fuzz suite seeds, so a request with one broken field is refused
 * for that field only.
 */
export function validValue(schema: JsonSchema, where: string): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const branch = schema.anyOf.find((option) => option.type !== 'null');
    if (!branch) throw new Error(`${where}: no branch to take a valid value from`);
    return validValue({ ...branch, allOf: [...(branch.allOf ?? []), ...(schema.allOf ?? [])] }, where);
  }
  switch (schema.type) {
    case undefined:
      return undefined;
    case 'string': {
      const value = TYPICAL_STRINGS.map((s) => s.padEnd(schema.minLength ?? 0, 'x')).find((s) =>
        mayConform(schema, s),
      );
      if (value === undefined)
        throw new Error(`${where}: add a string that ${JSON.stringify(schema)} accepts`);
      return value;
    }
    case 'number':
    case 'integer': {
      const candidates = [1, 0, schema.minimum, (schema.minimum ?? 0) + 1, schema.maximum];
      const value = candidates.find((n) => n !== undefined && mayConform(schema, n));
      if (value === undefined) throw new Error(`${where}: no number fits ${JSON.stringify(schema)}`);
      return value;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, `${where}[]`));
    case 'object':
      return validObject(schema, where);
  }
}

/** The required properties, each valid: the smallest valid object. */
export function validObject(schema: JsonSchema, where: string): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name] ?? {};
    object[name] = name in BY_PROPERTY ? BY_PROPERTY[name] : validValue(property, `${where}.${name}`);
  }
  return object;
}
