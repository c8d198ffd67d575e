import { describe, expect, it } from 'vitest';
import { occurrenceKeys } from './occurrence-keys';

describe('occurrenceKeys', () => {
  it('keeps unique values and numbers repeats', () => {
    expect(occurrenceKeys(['/a.png', '/b.png', '/a.png', '/a.png'])).toEqual([
      '/a.png',
      '/b.png',
      '/a.png#2',
      '/a.png#3',
    ]);
  });
});
