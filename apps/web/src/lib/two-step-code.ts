import { mfaCodeSchema } from '@seva/contract';
import { z } from 'zod';

/*
 * The forms that take a two-step code (the sign-in's code step, the step-up dialog): the contract's `code`
 * field, and on the web a code from the authenticator app is its six digits (RFC 6238, as the server
 * checks it: apps/server/src/modules/team/totp.ts). A recovery code (`xxxxx-xxxxx`) is only non-blank here;
 * the server decides whether it is one.
 */

/** A code from the authenticator app: six digits. */
export const appCodeFormSchema = z.object({
  code: mfaCodeSchema.regex(/^\d{6}$/, 'code must be the 6-digit code'),
});

/** A recovery code, or anything the member typed in its place. */
export const recoveryCodeFormSchema = z.object({ code: mfaCodeSchema });

/** The input's own hints for a code from the app: digits on a phone's keypad, filled by the browser. */
export const APP_CODE_INPUT_PROPS = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;
