import type { CustomerAddress } from '@seva/contract';

const KEYS = ['street', 'city', 'state', 'zip'] as const;

/**
 * The stored customer_address JSON text as { street, city, state, zip } of docs/product/data-and-security.md#customer: a missing or
 * non-text part is null (a numeric zip becomes text); text that is not a JSON object is null.
 */
export function parseCustomerAddress(stored: string | null): CustomerAddress | null {
  if (stored === null || stored === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const address = {} as CustomerAddress;
  for (const key of KEYS) {
    const part = record[key];
    address[key] = typeof part === 'string' ? part : typeof part === 'number' ? String(part) : null;
  }
  return address;
}
