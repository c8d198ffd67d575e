import { isMobileNumber } from '@seva/contract';
import { AuthTexts } from './messages';

/** Form validator: a 10-digit mobile number. */
export function validatePhone(value: string): string | null {
  if (!value.trim()) return AuthTexts.phoneRequired;
  return isMobileNumber(value) ? null : AuthTexts.phoneInvalid;
}
