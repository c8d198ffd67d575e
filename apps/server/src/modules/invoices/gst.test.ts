import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYearOf,
  GST_STATES,
  indiaDate,
  splitTax,
  stateCodeOfPincode,
  vendorStateOf,
} from './gst';

describe('the tax split of a price that includes 18% GST', () => {
  it('splits ₹999 within Karnataka into equal CGST and SGST, and out of it into IGST, adding up to the price', () => {
    expect(splitTax(99_900, 1800, true)).toEqual({ taxable: 84_662, cgst: 7_619, sgst: 7_619, igst: 0 });
    expect(splitTax(99_900, 1800, false)).toEqual({ taxable: 84_661, cgst: 0, sgst: 0, igst: 15_239 });
  });

  it('hand-computed: ₹499, ₹1, ₹0.01 and ₹0', () => {
    // 49 900 × 900 / 11 800 = 3 805.93 → 3 806 each; 49 900 − 7 612 = 42 288.
    expect(splitTax(49_900, 1800, true)).toEqual({ taxable: 42_288, cgst: 3_806, sgst: 3_806, igst: 0 });
    // 49 900 × 1 800 / 11 800 = 7 611.86 → 7 612.
    expect(splitTax(49_900, 1800, false)).toEqual({ taxable: 42_288, cgst: 0, sgst: 0, igst: 7_612 });
    // ₹1: 100 × 900 / 11 800 = 7.63 → 8 each; 15.25 → 15.
    expect(splitTax(100, 1800, true)).toEqual({ taxable: 84, cgst: 8, sgst: 8, igst: 0 });
    expect(splitTax(100, 1800, false)).toEqual({ taxable: 85, cgst: 0, sgst: 0, igst: 15 });
    // One paisa carries no tax a paisa could show.
    expect(splitTax(1, 1800, true)).toEqual({ taxable: 1, cgst: 0, sgst: 0, igst: 0 });
    expect(splitTax(1, 1800, false)).toEqual({ taxable: 1, cgst: 0, sgst: 0, igst: 0 });
    expect(splitTax(0, 1800, false)).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
  });

  it('adds up to the price to the paisa for every price up to ₹2,000 and large ones, at several rates', () => {
    const prices = [
      ...Array.from({ length: 200_001 }, (_, i) => i),
      99_999_999,
      1_234_567_89,
      9_99_99_999_99,
    ];
    for (const rateBp of [1800, 500, 1200, 2800, 250, 0]) {
      for (const price of prices) {
        for (const intra of [true, false]) {
          const s = splitTax(price, rateBp, intra);
          if (s.taxable + s.cgst + s.sgst + s.igst !== price)
            throw new Error(`${price} at ${rateBp} does not add up`);
          if (intra ? s.cgst !== s.sgst || s.igst !== 0 : s.cgst + s.sgst !== 0)
            throw new Error(`${price} at ${rateBp}: wrong kind of tax`);
          // Each tax within half a paisa × (1 + rate) of its rate of the printed taxable value: 0.59 at 18%.
          const tax = intra ? s.cgst : s.igst;
          const rate = intra ? rateBp / 2 : rateBp;
          if (Math.abs((s.taxable * rate) / 10_000 - tax) > 0.5 * (1 + rateBp / 10_000) + 1e-6)
            throw new Error(`${price} at ${rateBp}: tax ${tax} off its rate of ${s.taxable}`);
        }
      }
    }
  });

  it('refuses a price that is not whole paise', () => {
    expect(() => splitTax(10.5, 1800, true)).toThrow();
    expect(() => splitTax(-1, 1800, true)).toThrow();
  });
});

describe('the financial year, India time', () => {
  it('turns at midnight of 1 April in Asia/Kolkata: 31 March 18:29:59.999 UTC is the old year, 18:30 the new', () => {
    expect(financialYearOf('2027-03-31T18:29:59.999Z')).toBe('2026-27');
    expect(financialYearOf('2027-03-31T18:30:00.000Z')).toBe('2027-28');
    expect(indiaDate('2027-03-31T18:29:59.999Z')).toBe('2027-03-31');
    expect(indiaDate('2027-03-31T18:30:00.000Z')).toBe('2027-04-01');
  });

  it('is the same year from April to March, across the calendar year and the century', () => {
    expect(financialYearOf('2026-04-01T00:00:00+05:30')).toBe('2026-27');
    expect(financialYearOf('2026-12-31T20:00:00Z')).toBe('2026-27');
    expect(financialYearOf('2027-01-15T00:00:00Z')).toBe('2026-27');
    expect(financialYearOf('2099-06-01T00:00:00Z')).toBe('2099-00');
  });
});

describe('numbers', () => {
  it('are PREFIX/YYYY-YY/NNNNNN, a credit note PREFIX/CN/YYYY-YY/NNNNNN', () => {
    expect(documentNumber('SEVA', 'invoice', '2026-27', 1)).toBe('SEVA/2026-27/000001');
    expect(documentNumber('SEVA', 'invoice', '2026-27', 123_456)).toBe('SEVA/2026-27/123456');
    expect(documentNumber('SEVA', 'credit_note', '2027-28', 42)).toBe('SEVA/CN/2027-28/000042');
  });
});

describe("the vendor's state", () => {
  it("is the GSTIN's first two digits when the vendor has a GSTIN", () => {
    expect(vendorStateOf({ gstin: '27AAPFU0939F1ZV', pincode: '560034' }, '29')).toEqual({
      code: '27',
      name: 'Maharashtra',
      source: 'gstin',
    });
  });

  it("is the PIN code's state without a GSTIN (or with one naming no state)", () => {
    expect(vendorStateOf({ gstin: null, pincode: '400001' }, '29')).toMatchObject({
      code: '27',
      source: 'pincode',
    });
    expect(vendorStateOf({ gstin: '00XXXXXXXXXXXXX', pincode: '560034' }, '29')).toMatchObject({
      code: '29',
      source: 'pincode',
    });
  });

  it("is the seller's state when neither tells (an unregistered recipient, IGST Act s. 12(2))", () => {
    expect(vendorStateOf({ gstin: null, pincode: null }, '29')).toEqual({
      code: '29',
      name: 'Karnataka',
      source: 'seller',
    });
    expect(vendorStateOf({ gstin: '', pincode: '12345' }, '29')).toMatchObject({ source: 'seller' });
  });

  it('reads the demo metros and the exceptions inside a postal circle', () => {
    const cases: [string, string][] = [
      ['411001', '27'],
      ['400050', '27'],
      ['560034', '29'],
      ['110016', '07'],
      ['600017', '33'],
      ['500081', '36'],
      ['403001', '30'],
      ['737101', '11'],
      ['744101', '35'],
      ['160017', '04'],
      ['248001', '05'],
      ['834001', '20'],
      ['800001', '10'],
      ['781001', '18'],
      ['194101', '38'],
    ];
    for (const [pin, code] of cases) expect([pin, stateCodeOfPincode(pin)]).toEqual([pin, code]);
    for (const code of Object.values(Object.fromEntries(cases))) expect(GST_STATES[code]).toBeDefined();
    expect(stateCodeOfPincode('999999')).toBeUndefined();
    expect(stateCodeOfPincode('56003')).toBeUndefined();
  });
});
