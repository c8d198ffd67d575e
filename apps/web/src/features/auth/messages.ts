/** Texts of the sign-in screen (docs/product/shell-and-sign-in.md#sign-in-screen, #sign-in-rules). */
export const AuthTexts = {
  loginFailed: 'Enter correct Email and Password',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a 10-digit mobile number',
  otpRequired: 'One-time code is required',
  otpInvalid: 'Enter the 6-digit code',
  passwordTooShort: 'Password must be at least 8 characters',
} as const;

/** docs/product/shell-and-sign-in.md#sign-in-screen: a login error clears itself after 5 seconds. */
export const LOGIN_ERROR_VISIBLE_MS = 5_000;

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The password fields' show/hide button. Named without the word "password" so that the field's
 * label stays the only control called "Password".
 */
export const VISIBILITY_TOGGLE_PROPS = { 'aria-label': 'Show or hide characters' } as const;
