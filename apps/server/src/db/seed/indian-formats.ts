import type { SeedContext } from './context';

/** Realistic Indian identifiers in their real formats; none belongs to a real person. */

const MOBILE_PREFIXES = [
  '98',
  '97',
  '96',
  '95',
  '94',
  '93',
  '91',
  '90',
  '89',
  '88',
  '87',
  '86',
  '85',
  '78',
  '77',
  '76',
  '73',
  '70',
  '63',
  '62',
];
// Coprime with 10^8, so multiplying by it permutes the eight-digit numbers.
const SCRAMBLE = 7_919_993;
const MOBILE_SPACE = 100_000_000;
const SERIES = 4;

/**
 * A 10-digit mobile number, unique per (`id`, `series` 0–3) for ids below 25 million: the last eight
 * digits are a bijective scramble of both, so numbers look random but never repeat.
 */
export function mobileNumber(id: number, series: number): string {
  const body = ((id * SERIES + series) * SCRAMBLE) % MOBILE_SPACE;
  const prefix = MOBILE_PREFIXES[Math.floor(body / 7) % MOBILE_PREFIXES.length] ?? '98';
  return `${prefix}${String(body).padStart(8, '0')}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function letters(ctx: SeedContext, count: number): string {
  return ctx.faker.string.fromCharacters(LETTERS, count);
}

/** PAN: AAAPL1234C — the 4th letter is the holder type (P person, F firm, C company), the 5th the surname's initial. */
export function panNumber(ctx: SeedContext, surname: string, holder: 'P' | 'F' | 'C' = 'P'): string {
  const initial = /[A-Z]/.test(surname.charAt(0).toUpperCase())
    ? surname.charAt(0).toUpperCase()
    : letters(ctx, 1);
  return `${letters(ctx, 3)}${holder}${initial}${ctx.faker.string.numeric(4)}${letters(ctx, 1)}`;
}

/** Aadhaar: 12 digits, never starting with 0 or 1. */
export function aadhaarNumber(ctx: SeedContext): string {
  return `${ctx.faker.number.int({ min: 2, max: 9 })}${ctx.faker.string.numeric(11)}`;
}

const BANKS = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'IDIB', name: 'Indian Bank' },
  { code: 'YESB', name: 'Yes Bank' },
] as const;

export interface AccountDetails {
  ifsc: string;
  accountNumber: string;
  bankName: string;
}

/** IFSC is the bank's four letters, a 0, and six branch characters; accounts run 9 to 18 digits. */
export function bankAccount(ctx: SeedContext): AccountDetails {
  const bank = ctx.faker.helpers.arrayElement(BANKS);
  const length = ctx.faker.number.int({ min: 9, max: 18 });
  return {
    ifsc: `${bank.code}0${ctx.faker.string.numeric(6)}`,
    accountNumber: `${ctx.faker.number.int({ min: 1, max: 9 })}${ctx.faker.string.numeric(length - 1)}`,
    bankName: bank.name,
  };
}

const GST_STATE_CODES = ['07', '09', '10', '19', '24', '27', '29', '32', '33', '36'];

/** GSTIN: state code, the holder's PAN, entity number, 'Z', check character. */
export function gstNumber(ctx: SeedContext, pan: string): string {
  return `${ctx.faker.helpers.arrayElement(GST_STATE_CODES)}${pan}${ctx.faker.number.int({ min: 1, max: 9 })}Z${ctx.faker.string.alphanumeric({ length: 1, casing: 'upper' })}`;
}

/**
 * Real pincodes of six metros, each within about 25 km of the others of its city, so that the demo's
 * assign view shows distances (docs/product/dispatch.md#pincodes): a customer and a vendor of the same
 * city are a few km apart, of different cities hundreds.
 */
const METROS: readonly { city: string; state: string; pincodes: readonly string[] }[] = [
  {
    city: 'Pune',
    state: 'Maharashtra',
    pincodes: ['411001', '411002', '411004', '411014', '411028', '411038'],
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    pincodes: ['400001', '400050', '400053', '400070', '400076', '400093'],
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    pincodes: ['560001', '560034', '560038', '560066', '560076', '560095'],
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    pincodes: ['110001', '110016', '110017', '110024', '110048', '110065'],
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincodes: ['600001', '600017', '600020', '600040', '600041', '600096'],
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    pincodes: ['500001', '500016', '500032', '500034', '500072', '500081'],
  },
];

export interface Place {
  city: string;
  state: string;
  zip: string;
}

/** A metro and one of its real pincodes. */
export function metroPlace(ctx: SeedContext): Place {
  const metro = ctx.faker.helpers.arrayElement(METROS);
  return { city: metro.city, state: metro.state, zip: ctx.faker.helpers.arrayElement(metro.pincodes) };
}

export interface PostalAddress extends Place {
  street: string;
}

export function postalAddress(ctx: SeedContext): PostalAddress {
  return { street: ctx.faker.location.streetAddress(), ...metroPlace(ctx) };
}
