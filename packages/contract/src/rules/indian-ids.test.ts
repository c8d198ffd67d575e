import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  hasValidVerhoeffDigit,
  isAadhaar,
  isGstin,
  isIfsc,
  isPan,
  isPincode,
  isTime24,
  minutesOfDay,
  verhoeffCheckDigit,
} from './indian-ids';

describe('PAN', () => {
  it.each(['ABCPK1234F', 'AAPFU0939F'])('accepts %s', (pan) => expect(isPan(pan)).toBe(true));
  it.each(['ABCP1234F', 'ABCPK12345', 'abcpk1234f', 'ABCPK1234F ', '1BCPK1234F', ''])('refuses %j', (pan) =>
    expect(isPan(pan)).toBe(false),
  );
});

describe('Verhoeff', () => {
  it('computes the textbook check digits', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(hasValidVerhoeffDigit('2363')).toBe(true);
    expect(hasValidVerhoeffDigit('123451')).toBe(true);
  });

  it('catches a changed digit and a swap of neighbours', () => {
    expect(hasValidVerhoeffDigit('2364')).toBe(false);
    expect(hasValidVerhoeffDigit('123415')).toBe(false);
    expect(hasValidVerhoeffDigit('213451')).toBe(false);
  });
});

describe('Aadhaar', () => {
  const base = '23456789123';
  const valid = `${base}${verhoeffCheckDigit(base)}`;

  it('accepts 12 digits with the right check digit', () => {
    expect(valid).toBe('234567891238');
    expect(isAadhaar(valid)).toBe(true);
    expect(isAadhaar('234567001234')).toBe(true);
  });

  it('refuses every other check digit', () => {
    for (let d = 0; d <= 9; d++) {
      const candidate = `${base}${d}`;
      expect(isAadhaar(candidate)).toBe(candidate === valid);
    }
  });

  it.each(['034567891238', '134567891238', '23456789123', '2345678912380', '2345 6789 1238', ''])(
    'refuses %j',
    (value) => expect(isAadhaar(value)).toBe(false),
  );
});

describe('IFSC', () => {
  it.each(['HDFC0001234', 'SBIN0ABC123'])('accepts %s', (ifsc) => expect(isIfsc(ifsc)).toBe(true));
  it.each(['HDFC1001234', 'HDF00001234', 'HDFC000123', 'hdfc0001234', 'HDFC00012345'])('refuses %s', (ifsc) =>
    expect(isIfsc(ifsc)).toBe(false),
  );
});

describe('GSTIN', () => {
  it('computes the check character of a real GSTIN', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses every other check character', () => {
    for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(isGstin(`27AAPFU0939F1Z${c}`)).toBe(c === 'V');
    }
  });

  it.each([
    ['a wrong state code', `00AAPFU0939F1Z${gstinCheckCharacter('00AAPFU0939F1Z')}`],
    ['a state code out of range', `45AAPFU0939F1Z${gstinCheckCharacter('45AAPFU0939F1Z')}`],
    ['no Z', `27AAPFU0939F1Y${gstinCheckCharacter('27AAPFU0939F1Y')}`],
    ['entity 0', `27AAPFU0939F0Z${gstinCheckCharacter('27AAPFU0939F0Z')}`],
    ['a bad PAN', `27AAPF10939F1Z${gstinCheckCharacter('27AAPF10939F1Z')}`],
    ['14 characters', '27AAPFU0939F1Z'],
    ['lower case', '27aapfu0939f1zv'],
  ])('refuses %s', (_why, value) => expect(isGstin(value)).toBe(false));
});

describe('pincode', () => {
  it.each(['411001', '110001'])('accepts %s', (pin) => expect(isPincode(pin)).toBe(true));
  it.each(['011001', '41100', '4110011', '41100A'])('refuses %s', (pin) =>
    expect(isPincode(pin)).toBe(false),
  );
});

describe('HH:MM', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %s', (time) => expect(isTime24(time)).toBe(true));
  it.each(['24:00', '9:30', '09:60', '09:30:00', '0930'])('refuses %s', (time) =>
    expect(isTime24(time)).toBe(false),
  );
  it('counts minutes since midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('23:59')).toBe(1439);
  });
});
