import {
  hasValidVerhoeffDigit,
  isAadhaar,
  isGstin,
  isIfsc,
  isMobileNumber,
  isPan,
  isPincode,
} from '@seva/contract';
import { describe, expect, it } from 'vitest';
import {
  BANKS,
  randomAadhaar,
  randomAccountNumber,
  randomGstin,
  randomIfsc,
  randomMobile,
  randomPan,
  randomPincode,
} from './indian-ids';
import { createRandom } from './random';

// Each generator, over many seeds, passes the rule the server applies (packages/contract/src/rules).
const SEEDS = Array.from({ length: 300 }, (_, i) => i);

describe('valid Indian identifiers', () => {
  it('PAN: 5 letters, 4 digits, a letter; the 5th letter is the surname initial', () => {
    for (const seed of SEEDS) {
      const pan = randomPan(createRandom(seed), 'Iyer');
      expect(isPan(pan), pan).toBe(true);
      expect(pan[4]).toBe('I');
    }
  });

  it('Aadhaar: 12 digits, not starting with 0 or 1, a valid Verhoeff check digit', () => {
    for (const seed of SEEDS) {
      const aadhaar = randomAadhaar(createRandom(seed));
      expect(isAadhaar(aadhaar), aadhaar).toBe(true);
    }
  });

  it('Aadhaar: changing any one digit breaks the check (so the check digit is really computed)', () => {
    const aadhaar = randomAadhaar(createRandom(42));
    for (let i = 1; i < 12; i++) {
      const changed = `${aadhaar.slice(0, i)}${(Number(aadhaar[i]) + 1) % 10}${aadhaar.slice(i + 1)}`;
      expect(hasValidVerhoeffDigit(changed), changed).toBe(false);
    }
  });

  it('IFSC of a real bank code, and a 9–18 digit account number', () => {
    for (const seed of SEEDS) {
      const random = createRandom(seed);
      const bank = random.pick(BANKS);
      const ifsc = randomIfsc(random, bank);
      expect(isIfsc(ifsc), ifsc).toBe(true);
      expect(ifsc.startsWith(bank.code)).toBe(true);
      expect(randomAccountNumber(random)).toMatch(/^[1-9]\d{8,17}$/);
    }
  });

  it('GSTIN: the state code, the PAN, the entity, Z and the check character', () => {
    for (const seed of SEEDS) {
      const random = createRandom(seed);
      const pan = randomPan(random);
      const gstin = randomGstin(random, 7, pan);
      expect(isGstin(gstin), gstin).toBe(true);
      expect(gstin.slice(0, 2)).toBe('07');
      expect(gstin.slice(2, 12)).toBe(pan);
    }
  });

  it('mobile numbers start with 6–9; pincodes start with the region digit', () => {
    for (const seed of SEEDS) {
      const random = createRandom(seed);
      const mobile = randomMobile(random);
      expect(isMobileNumber(mobile) && /^[6-9]/.test(mobile), mobile).toBe(true);
      const pincode = randomPincode(random, 5);
      expect(isPincode(pincode) && pincode.startsWith('5'), pincode).toBe(true);
    }
  });

  it('the same seed gives the same identifiers', () => {
    expect(randomAadhaar(createRandom(9))).toBe(randomAadhaar(createRandom(9)));
    expect(randomAadhaar(createRandom(9))).not.toBe(randomAadhaar(createRandom(10)));
  });
});
