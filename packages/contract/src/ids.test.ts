import { describe, expect, it } from 'vitest';
import { isDbId, MAX_DB_ID } from './ids';

describe('isDbId', () => {
  it('takes integers from 1 to 2^31 - 1 only', () => {
    expect(MAX_DB_ID).toBe(2 ** 31 - 1);
    expect([1, MAX_DB_ID].map(isDbId)).toEqual([true, true]);
    expect([0, -1, 1.5, MAX_DB_ID + 1, Number.NaN].map(isDbId)).toEqual([false, false, false, false, false]);
  });
});
