import { createHash, randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT } from '@seva/contract';
import { Secret, TOTP } from 'otpauth';

/**
 * Two-step codes (RFC 6238 TOTP as authenticator apps make them: SHA-1, 6 digits, 30 s) through the
 * `otpauth` library, and the recovery codes (docs/decisions/030-two-step-sign-in.md).
 */
const ISSUER = 'Seva Admin';
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
/** A code of the step before or after the current one is accepted too (clock drift, a code typed late). */
const WINDOW = 1;
const SECRET_BYTES = 20;

/** A new base32 secret (160 bits, RFC 4226's recommended length). */
export function newSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` address an authenticator app scans (as a QR code) to add the account. */
export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

function totp(secret: string, label = '') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a right code belongs to (the current one ± 1), or null for a wrong code. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code of the step `now` falls in (tests and the e2e stories play the authenticator app with it). */
export function totpCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_LENGTH = 10;

/** Ten one-time recovery codes, `xxxxx-xxxxx` in lower-case base32 (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * The stored form of a recovery code, or null when `input` cannot be one: the hash of its ten characters,
 * so case, spaces and the dash do not matter. Only hashes are stored.
 */
export function recoveryCodeHash(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  if (code.length !== RECOVERY_LENGTH || ![...code].every((c) => RECOVERY_ALPHABET.includes(c))) return null;
  return createHash('sha256').update(code).digest('hex');
}
