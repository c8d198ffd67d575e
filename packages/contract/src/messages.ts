/** Texts the server sends that clients and tests match on. */
export const AuthMessages = {
  noToken: 'No authentication token found',
  invalidToken: 'Invalid or expired token',
  resetTokenOnly: 'This token can only be used to set a new password',
  badCredentials: 'Invalid email or password',
  otpSent: 'If this phone number is registered, a one-time code has been sent to it.',
  otpInvalid: 'Invalid or expired one-time code',
  otpCooldown: 'Please wait before requesting another code.',
  otpVerified: 'Code verified. You can now set a new password.',
  passwordUpdated: 'Password updated. Please sign in with your new password.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  loggedOut: 'Signed out',
} as const;
