import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

describe('matchesSearch', () => {
  it('matches a case-insensitive substring of any field', () => {
    expect(matchesSearch('SHARMA', 'Ravi Sharma', null)).toBe(true);
    expect(matchesSearch('987', undefined, 9876543210)).toBe(true);
    expect(matchesSearch('xyz', 'Ravi Sharma', 'Plumbing')).toBe(false);
  });

  it('matches everything for a blank term', () => {
    expect(matchesSearch('   ', null)).toBe(true);
  });
});
