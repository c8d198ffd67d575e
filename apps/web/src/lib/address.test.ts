import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it('joins street, city and "state zip"', () => {
    expect(formatAddress({ street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' })).toBe(
      '12 MG Road, Pune, Maharashtra 411001',
    );
  });

  it('leaves out missing and blank parts', () => {
    expect(formatAddress({ street: null, city: 'Pune', state: ' ', zip: '411001' })).toBe('Pune, 411001');
  });

  it('is null when nothing is known', () => {
    expect(formatAddress(null)).toBeNull();
    expect(formatAddress({ street: null, city: '', state: null, zip: null })).toBeNull();
  });
});
