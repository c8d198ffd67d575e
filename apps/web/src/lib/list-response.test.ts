import { describe, expect, it } from 'vitest';
import { toQueryString, unwrapList } from './list-response';

describe('unwrapList', () => {
  it('accepts a bare array, data or vendors', () => {
    expect(unwrapList([1, 2])).toEqual([1, 2]);
    expect(unwrapList({ success: true, data: [3] })).toEqual([3]);
    expect(unwrapList({ vendors: [4] })).toEqual([4]);
  });

  it('gives an empty list for anything else', () => {
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({ data: 'x' })).toEqual([]);
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
