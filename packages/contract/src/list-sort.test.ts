import { describe, expect, it } from 'vitest';
import { sortSchema } from './list-sort';

describe('sortSchema', () => {
  const schema = sortSchema(['name', 'created_at']);

  it('accepts each field, ascending or prefixed with - for descending', () => {
    for (const value of ['name', '-name', 'created_at', '-created_at']) {
      expect(schema.parse(value)).toBe(value);
    }
  });

  it('refuses any other field and names the ones it takes', () => {
    const result = schema.safeParse('price');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'sort must be one of name, created_at, optionally prefixed with -',
    );
  });
});
