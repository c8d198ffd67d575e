import { describe, expect, it } from 'vitest';
import { isMaskedKyc, maskKycNumber } from './kyc-mask';

describe('maskKycNumber', () => {
  it.each([
    ['123412341234', 'XXXX XXXX 1234'],
    ['1234 1234 5678', 'XXXX XXXX 5678'],
    ['ABCDE1234F', 'XXXXXX234F'],
    ['001234567890123', 'XXXXXXXXXXX0123'],
    ['123', 'XXX'],
    ['', ''],
  ])('%j → %j', (value, masked) => {
    expect(maskKycNumber(value)).toBe(masked);
    if (masked) expect(isMaskedKyc(masked)).toBe(true);
  });

  it('keeps null as null', () => {
    expect(maskKycNumber(null)).toBeNull();
  });

  it('never leaks more than four characters of the original', () => {
    expect(maskKycNumber('987654321012')?.replace(/[X ]/g, '')).toBe('1012');
  });

  it('recognises clear values as not masked', () => {
    expect(isMaskedKyc('123412341234')).toBe(false);
    expect(isMaskedKyc('ABCDE1234F')).toBe(false);
  });
});
