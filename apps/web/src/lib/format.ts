/** docs/product/README.md#missing-values: a missing value is displayed as N/A. */
export const NOT_AVAILABLE = 'N/A';

export function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The value as text, or 'N/A' when it is missing. */
export function displayValue(value: string | number | null | undefined): string {
  return isMissing(value) ? NOT_AVAILABLE : String(value);
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  trailingZeroDisplay: 'stripIfInteger',
});

/** An amount in rupees (₹1,25,000 or ₹99.50), or 'N/A' when missing or not a number. */
export function formatRupees(amount: number | string | null | undefined): string {
  if (isMissing(amount)) return NOT_AVAILABLE;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? rupees.format(value) : NOT_AVAILABLE;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (isMissing(value)) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date such as 21 Nov 2026, or 'N/A'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date
    ? date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
    : NOT_AVAILABLE;
}

/** month/day/year, hour:minute (docs/product/README.md#dates-and-times: payment date), or 'N/A'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `1.2 MB`, `340 KB`, `512 B`: the progress shown while a CSV downloads. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
