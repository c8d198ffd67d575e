import { TeamMessages } from '@seva/contract';

/** The /account screen's texts (docs/product/team.md#what-the-web-shows-account). */
export const AccountTexts = {
  title: 'Account',
  summary: 'Your name, your password, two-step sign-in and where you are signed in.',
  loadFailed: 'Could not load your account',
} as const;

export const ProfileTexts = {
  heading: 'Profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  save: 'Save name',
  saved: 'Your name was saved.',
  saveFailed: 'Your name was not saved',
} as const;

/** The name field's words for its refusals. */
export const NameFieldTexts = {
  name: { blank: 'Enter your name', too_big: 'The name must be at most 100 characters' },
} as const;

export const PasswordTexts = {
  heading: 'Password',
  note: 'Changing it signs you out everywhere else; this device stays signed in.',
  current: 'Current password',
  next: 'New password',
  nextHint: 'At least 8 characters',
  confirm: 'Confirm new password',
  submit: 'Change password',
  changed: TeamMessages.passwordChanged,
  failed: 'Your password was not changed',
  mismatch: 'The passwords do not match',
} as const;

/** The password form's words for its refusals, by field. */
export const PasswordFieldTexts = {
  current_password: { blank: 'Enter your current password' },
  new_password: {
    blank: 'Enter a new password',
    too_small: 'The new password must be at least 8 characters',
    too_big: 'The new password must be at most 128 characters',
  },
} as const;

/** The password fields' show/hide button, named without the word "password" (as on the sign-in screen). */
export const VISIBILITY_TOGGLE_PROPS = { 'aria-label': 'Show or hide characters' } as const;

export const TwoStepTexts = {
  heading: 'Two-step sign-in',
  on: 'On',
  off: 'Off',
  offNote:
    'Each sign-in can also ask for a 6-digit code from an authenticator app on your phone (Google ' +
    'Authenticator, Microsoft Authenticator, 1Password and the like), so a password alone is not enough.',
  onNote: 'Each sign-in asks for a code from your authenticator app, or one of your recovery codes.',
  turnOn: 'Turn on',
  startFailed: 'Two-step sign-in could not be prepared',
  scan: 'Scan this QR code with your authenticator app.',
  qrLabel: 'QR code for your authenticator app',
  manualKey: 'Or enter this key',
  code: 'Code from the app',
  codeHint: 'The 6 digits the app shows for Seva Admin',
  enableFailed: 'Two-step sign-in was not turned on',
  cancel: 'Cancel',
  enabled: 'Two-step sign-in is on.',
  recoveryHeading: 'Recovery codes',
  recoveryNote:
    'Keep these codes somewhere safe. Each one signs you in once in place of a code, if you lose your ' +
    'phone. They are shown only now.',
  recoveryList: 'Your recovery codes',
  copy: 'Copy codes',
  copied: 'Codes copied',
  copyFailed: 'The codes could not be copied: select them and copy them yourself.',
  download: 'Download codes',
  done: 'Done',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off two-step sign-in?',
  turnOffNote:
    'Signing in will ask only for your password. Enter a code from your authenticator app, or one of ' +
    'your recovery codes.',
  turnOffCode: 'Code',
  turnOffFailed: 'Two-step sign-in is still on',
  turnedOff: 'Two-step sign-in is off.',
  setupRequired:
    'Your role requires two-step sign-in. Turn it on here; the other screens open once it is on.',
} as const;

/** A two-step code field's words for its refusal. */
export const CodeFieldTexts = { code: { blank: 'Enter the code' } } as const;

/** The recovery codes' file (Download codes). */
export const RECOVERY_CODES_FILE = 'seva-admin-recovery-codes.txt';

export function recoveryCodesFile(email: string, codes: readonly string[]): string {
  return [
    `Seva Admin recovery codes for ${email}`,
    'Each code signs you in once in place of a two-step code.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export const SessionTexts = {
  heading: 'Sessions',
  note: 'Where you are signed in. Signing a session out ends it at once, wherever it is open.',
  table: 'Your sessions',
  device: 'Device',
  ip: 'IP address',
  signedIn: 'Signed in',
  lastSeen: 'Last seen',
  notYet: 'Not yet',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  unknownIp: 'Unknown',
  loading: 'Loading your sessions...',
  empty: 'No sessions',
  loadFailed: 'Could not load your sessions',
  setupRequired: 'Your sessions show here once two-step sign-in is on.',
  signOut: 'Sign out',
  signOutOthers: 'Sign out other sessions',
  noOthers: 'You are signed in nowhere else',
  confirmSignOut: (device: string) => `Sign out ${device}?`,
  signOutDetail: 'It is signed out at once, wherever it is open.',
  confirmSignOutCurrent: 'Sign out this device?',
  signOutCurrentDetail: 'This is the session you are using: you will return to the sign-in screen.',
  signedOut: (device: string) => `${device} was signed out.`,
  signOutFailed: (device: string, message: string) => `${device} was not signed out: ${message}`,
  confirmSignOutOthers: 'Sign out your other sessions?',
  signOutOthersDetail: (n: number) =>
    `${n === 1 ? 'Your 1 other session is' : `Your ${n} other sessions are`} signed out at once; this device stays signed in.`,
  signedOutOthers: (n: number) =>
    n === 0
      ? 'There were no other sessions.'
      : `${n} other ${n === 1 ? 'session was' : 'sessions were'} signed out.`,
  signOutOthersFailed: (message: string) => `Your other sessions were not signed out: ${message}`,
} as const;
