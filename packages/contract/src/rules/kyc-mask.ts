/**
 * Masks a KYC number so that only its last four characters show, e.g. Aadhaar → 'XXXX XXXX 1234',
 * PAN → 'XXXXXX234F'. Empty values stay empty.
 */
export function maskKycNumber(value: string | null | undefined): string | null {
  if (value == null) return null;
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return '';
  if (compact.length <= 4) return 'X'.repeat(compact.length);
  const last4 = compact.slice(-4);
  if (/^\d{12}$/.test(compact)) return `XXXX XXXX ${last4}`;
  return `${'X'.repeat(compact.length - 4)}${last4}`;
}

export function isMaskedKyc(value: string): boolean {
  return /^[X ]+.{0,4}$/.test(value) && value.includes('X');
}
