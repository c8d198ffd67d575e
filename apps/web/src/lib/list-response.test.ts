import { describe, expect, it } from 'vitest';
import { toQueryString, unwrapList } from './list-response';

describe('unwrapList', () => {
  it('gives the rows of the list answer the server sends', () => {
    expect(unwrapList({ success: true, data: [3] })).toEqual([3]);
    expect(unwrapList({ success: true, data: [4, 5], total: 9 })).toEqual([4, 5]);
  });
});

describe('toQueryString', () => {
  it('drops empty values and encodes the rest', () => {
    expect(toQueryString({ q: 'a b', limit: 50, offset: 0, x: undefined, y: '' })).toBe(
      '?q=a+b&limit=50&offset=0',
    );
    expect(toQueryString({})).toBe('');
  });
});
