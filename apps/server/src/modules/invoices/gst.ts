/**
 * The arithmetic and rules of a GST tax invoice (docs/decisions/038-gst-invoices.md), free of the database:
 * the tax split of a price that includes GST, the Indian financial year of a moment, the invoice number,
 * and the state a vendor is in.
 */

/** `a / b` rounded half up, for whole numbers `a ≥ 0`, `b > 0` (exact: no fraction is ever formed). */
function divideRounded(a: number, b: number): number {
  const twice = 2 * a + b;
  const denominator = 2 * b;
  return (twice - (twice % denominator)) / denominator;
}

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Splits `pricePaise` (tax included) at `rateBp` basis points (18% = 1800) into the taxable value and its
 * taxes, all in whole paise, adding up to the price exactly:
 * - inter-state: IGST = round(price × rate / (1 + rate)) to the paisa, taxable = price − IGST;
 * - intra-state: CGST = SGST = round(price × rate/2 / (1 + rate)) (each the half rate of the exact taxable
 *   value, equal as the law prints them), taxable = price − CGST − SGST.
 * The taxable value takes the rounding: each tax is within half a paisa of its rate of the exact taxable
 * value (price ÷ (1 + rate)), and within ½ × (1 + rate) paisa (0.59 at 18%) of its rate of the printed
 * (rounded) taxable value, so
 * recomputing a tax from the printed value can differ by one paisa. Some prices (₹999 at 9% + 9%) have no
 * taxable value whose rounded taxes add up to the price exactly; adding up wins (ADR 038).
 */
export function splitTax(pricePaise: number, rateBp: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new Error(`bad price ${pricePaise}`);
  if (intraState) {
    const half = divideRounded(pricePaise * rateBp, 2 * (10_000 + rateBp));
    return { taxable: pricePaise - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = divideRounded(pricePaise * rateBp, 10_000 + rateBp);
  return { taxable: pricePaise - igst, cgst: 0, sgst: 0, igst };
}

/** India's offset from UTC: +05:30, no daylight saving. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The India calendar date of `at` (ISO-8601 UTC): `YYYY-MM-DD`. */
export function indiaDate(at: string): string {
  return new Date(Date.parse(at) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The financial year (1 April – 31 March, India time) of `at`: `2026-27`. 2027-03-31T18:29:59.999Z is
 * still 31 March in India (2026-27); 2027-03-31T18:30:00Z is 1 April (2027-28).
 */
export function financialYearOf(at: string): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `SEVA/2026-27/000001`; a credit note `SEVA/CN/2026-27/000001`. */
export function documentNumber(
  prefix: string,
  series: 'invoice' | 'credit_note',
  financialYear: string,
  serial: number,
): string {
  const serialText = String(serial).padStart(6, '0');
  return series === 'invoice'
    ? `${prefix}/${financialYear}/${serialText}`
    : `${prefix}/CN/${financialYear}/${serialText}`;
}

/** The GST state codes (the first two digits of a GSTIN) and their states and union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/**
 * PIN code ranges by their first three digits → GST state code: the postal circles, with the exceptions
 * inside a circle's range that matter most (Goa in Maharashtra's, Sikkim and the Andamans in West
 * Bengal's, the north-eastern states, Uttarakhand, Jharkhand, Chandigarh, Ladakh). Ranges are inclusive
 * and the first that holds a prefix wins, so the exceptions come first. A rule of thumb: a GSTIN, when the
 * vendor has one, always wins over it.
 */
const PIN_PREFIX_STATES: readonly (readonly [number, number, string])[] = [
  [110, 110, '07'],
  [160, 160, '04'],
  [194, 194, '38'],
  [246, 246, '05'],
  [248, 249, '05'],
  [262, 263, '05'],
  [403, 403, '30'],
  [605, 605, '34'],
  [737, 737, '11'],
  [744, 744, '35'],
  [790, 792, '12'],
  [793, 794, '17'],
  [795, 795, '14'],
  [796, 796, '15'],
  [797, 798, '13'],
  [799, 799, '16'],
  [814, 816, '20'],
  [822, 835, '20'],
  [120, 136, '06'],
  [140, 159, '03'],
  [171, 177, '02'],
  [180, 193, '01'],
  [200, 285, '09'],
  [300, 345, '08'],
  [360, 396, '24'],
  [400, 445, '27'],
  [450, 488, '23'],
  [490, 497, '22'],
  [500, 509, '36'],
  [510, 535, '37'],
  [560, 591, '29'],
  [600, 643, '33'],
  [670, 695, '32'],
  [700, 743, '19'],
  [750, 770, '21'],
  [780, 788, '18'],
  [800, 855, '10'],
];

/** The GST state code of an Indian PIN code, by its first three digits; undefined when unknown. */
export function stateCodeOfPincode(pincode: string | null | undefined): string | undefined {
  const digits = pincode?.replace(/\s/g, '');
  if (!digits || !/^[1-9]\d{5}$/.test(digits)) return undefined;
  const prefix = Number(digits.slice(0, 3));
  return PIN_PREFIX_STATES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

export interface VendorState {
  code: string;
  name: string;
  /** Where the state came from, for the document and the tests. */
  source: 'gstin' | 'pincode' | 'seller';
}

/**
 * The vendor's state for the place of supply: the first two digits of its GSTIN when it has one naming a
 * known state; else its PIN code's state; else (an unregistered recipient with no usable address) the
 * seller's own state, as section 12(2) of the IGST Act places such a supply at the supplier's location.
 */
export function vendorStateOf(
  vendor: { gstin: string | null; pincode: string | null },
  sellerStateCode: string,
): VendorState {
  const fromGstin = vendor.gstin?.trim().slice(0, 2);
  if (fromGstin && GST_STATES[fromGstin])
    return { code: fromGstin, name: GST_STATES[fromGstin], source: 'gstin' };
  const fromPin = stateCodeOfPincode(vendor.pincode);
  if (fromPin) return { code: fromPin, name: GST_STATES[fromPin] ?? fromPin, source: 'pincode' };
  return { code: sellerStateCode, name: GST_STATES[sellerStateCode] ?? sellerStateCode, source: 'seller' };
}
