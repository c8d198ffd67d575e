/** Indian mobile numbers as typed by people: spaces, dashes, brackets and a +91 / 0 prefix are tolerated. */
export function normalizePhone(raw: string): string {
  return raw
    .trim()
    .replace(/[\s\-()]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
}

export function isMobileNumber(raw: string): boolean {
  return /^\d{10}$/.test(normalizePhone(raw));
}
