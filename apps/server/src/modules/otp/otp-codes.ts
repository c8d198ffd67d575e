import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit one-time code. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** `salt:sha256(salt + code)` — the code itself is never stored. */
export function hashOtp(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

export function otpMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = digest(salt, code);
  return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(salt).update(code).digest('hex');
}
