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

/** Texts of the sign-in's code step (docs/product/shell-and-sign-in.md#two-step-code). */
export const TwoStepTexts = {
  title: 'Two-step sign-in',
  appCode: 'Two-step code',
  appCodeHint: 'The 6-digit code your authenticator app shows for Seva Admin.',
  appCodeRequired: 'Two-step code is required',
  appCodeInvalid: 'Enter the 6-digit code',
  recoveryCode: 'Recovery code',
  recoveryCodeHint:
    'One of the recovery codes you saved when you turned on two-step sign-in (xxxxx-xxxxx). Each works once.',
  recoveryCodeRequired: 'Recovery code is required',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  verify: 'Verify',
  back: 'Back',
  /** The notice after a sign-in whose role must turn two-step sign-in on first (MFA_REQUIRED_ROLES). */
  setupRequired: 'Your role requires two-step sign-in. Turn it on to continue.',
} as const;

/** docs/product/shell-and-sign-in.md#sign-in-screen: a login error clears itself after 5 seconds. */
export const LOGIN_ERROR_VISIBLE_MS = 5_000;

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The password fields' show/hide button. Named without the word "password" so that the field's
 * label stays the only control called "Password".
 */
export const VISIBILITY_TOGGLE_PROPS = { 'aria-label': 'Show or hide characters' } as const;
