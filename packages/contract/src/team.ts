import { z } from 'zod';
import { loginResponseSchema, passwordPolicySchema, phoneSchema } from './auth';
import { safeText } from './safe-text';

/**
 * What an admin may do (docs/product/team.md#permissions). Every admin route names the one it needs;
 * later features add their own keys here.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'vendors.read',
  'vendors.decide',
  'vendors.block',
  'vendors.kyc_reveal',
  'catalogue.manage',
  'bookings.read',
  'bookings.assign',
  'bookings.cancel',
  'customers.read',
  'payments.read',
  'payments.refund',
  'complaints.read',
  'complaints.work',
  'chat.use',
  'reports.export',
  'audit.read',
  'team.manage',
  'deliveries.manage',
  'messages.manage',
  'commissions.manage',
  'ledger.adjust',
  'payouts.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = z.enum(PERMISSIONS);

const READS = PERMISSIONS.filter((p) => p.endsWith('.read'));
/**
 * What Operations may not do: change the team, and move money (issues 39 and 41 give refunds, commissions,
 * ledger adjustments and payouts to owners and finance only; docs/product/team.md#roles).
 */
const FINANCE_ONLY: readonly Permission[] = [
  'payments.refund',
  'commissions.manage',
  'ledger.adjust',
  'payouts.manage',
];
const NOT_OPERATIONS: readonly Permission[] = ['team.manage', ...FINANCE_ONLY];

/** The built-in roles and what each may do; read-only (docs/product/team.md#roles). */
export const BUILT_IN_ROLES = {
  owner: { name: 'Owner', permissions: [...PERMISSIONS] },
  operations: { name: 'Operations', permissions: PERMISSIONS.filter((p) => !NOT_OPERATIONS.includes(p)) },
  dispatcher: {
    name: 'Dispatcher',
    permissions: [
      'dashboard.read',
      'vendors.read',
      'bookings.read',
      'bookings.assign',
      'bookings.cancel',
      'customers.read',
      'complaints.read',
      'chat.use',
    ],
  },
  support: {
    name: 'Support',
    permissions: [
      'dashboard.read',
      'vendors.read',
      'bookings.read',
      'customers.read',
      'complaints.read',
      'complaints.work',
      'chat.use',
    ],
  },
  finance: {
    name: 'Finance',
    permissions: [
      'dashboard.read',
      'vendors.read',
      'bookings.read',
      'customers.read',
      'payments.read',
      'reports.export',
      'audit.read',
      ...FINANCE_ONLY,
    ],
  },
  kyc_reviewer: {
    name: 'KYC reviewer',
    permissions: ['dashboard.read', 'vendors.read', 'vendors.decide', 'vendors.kyc_reveal', 'chat.use'],
  },
  viewer: { name: 'Viewer', permissions: READS },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;
export type BuiltInRoleKey = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_KEYS = Object.keys(BUILT_IN_ROLES) as BuiltInRoleKey[];
export const OWNER_ROLE: BuiltInRoleKey = 'owner';

export const TeamMessages = {
  forbidden: 'You do not have permission to do this',
  roleNotFound: 'Role not found',
  roleBuiltIn: 'Built-in roles cannot be changed',
  roleInUse: 'This role is held by a team member; give them another role first',
  roleNameTaken: 'A role with this name already exists',
  memberNotFound: 'Team member not found',
  emailTaken: 'A team member with this email already exists',
  phoneTaken: 'A team member with this phone already exists',
  notYourself: 'You cannot change your own role or deactivate yourself',
  lastOwner: 'The last active owner cannot be demoted or deactivated',
  alreadyDeactivated: 'This team member is already deactivated',
  notDeactivated: 'This team member is not deactivated',
  deactivated: 'This account has been deactivated',
  sessionNotFound: 'Session not found',
  sessionRevoked: 'Session signed out',
  wrongCurrentPassword: 'The current password is not correct',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  mfaSetupRequired: 'Turn on two-step sign-in to continue: your role requires it',
  stepUpRequired: 'Enter a two-step code to continue',
  mfaNotEnabled: 'Turn on two-step sign-in first',
  mfaAlreadyEnabled: 'Two-step sign-in is already on',
  mfaSetupNotStarted: 'Start two-step setup first',
  mfaCodeInvalid: 'Invalid two-step code',
  mfaTokenInvalid: 'This sign-in has expired or had too many wrong codes; sign in again',
  mfaDisabled: 'Two-step sign-in is off',
  stepUpVerified: 'Code accepted',
  mfaResetOwn: 'Turn your own two-step sign-in off from your account',
  mfaNotEnabledFor: 'Two-step sign-in is not on for this team member',
} as const;

const roleNameSchema = safeText({
  error: 'name is required',
  trim: true,
  min: 1,
  tooShort: 'name is required',
  max: 60,
  tooLong: 'name must be at most 60 characters',
});
const permissionListSchema = z
  .array(permissionSchema, { error: 'permissions must be a list of permission keys' })
  .min(1, 'permissions must name at least one permission')
  .refine((list) => new Set(list).size === list.length, 'permissions must not repeat a key');

/** A role key in a path or a body: a built-in key or a custom role's generated key. */
export const roleKeySchema = safeText({ error: 'role is required', trim: true }).regex(
  /^[a-z][a-z0-9_]{0,63}$/,
  'role must be a role key',
);

export const roleSchema = z.object({
  key: z.string(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  built_in: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleBodySchema = z.strictObject({ name: roleNameSchema, permissions: permissionListSchema });
export type RoleBody = z.infer<typeof roleBodySchema>;
export const roleKeyParamsSchema = z.object({ key: roleKeySchema });

export const TEAM_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  status: z.enum(TEAM_STATUSES),
  mfa_enabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const personNameSchema = safeText({
  error: 'name is required',
  trim: true,
  min: 1,
  tooShort: 'name is required',
  max: 100,
  tooLong: 'name must be at most 100 characters',
});

export const inviteMemberBodySchema = z.strictObject({
  name: personNameSchema,
  email: safeText({ error: 'email is required', trim: true, max: 254, tooLong: 'email is too long' })
    .toLowerCase()
    .pipe(z.email('email must be an email address')),
  phone: phoneSchema,
  role: roleKeySchema,
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

export const updateMemberBodySchema = z
  .strictObject({ name: personNameSchema.optional(), role: roleKeySchema.optional() })
  .refine((b) => b.name !== undefined || b.role !== undefined, 'Send name or role');
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const memberIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const teamQuerySchema = z.object({
  role: roleKeySchema.optional(),
  status: z.enum(TEAM_STATUSES).optional(),
});

/** GET /admin/me: who is signed in and what they may do. */
export const meSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  permissions: z.array(permissionSchema),
  mfa_enabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** How many recovery codes turning on two-step sign-in gives (docs/product/team.md#two-step-sign-in). */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** How long a code entered in a session lets it do what needs step-up. */
export const STEP_UP_TTL_MS = 10 * 60_000;

/** A 6-digit two-step code, or a recovery code (`xxxxx-xxxxx`) where one is accepted. */
export const mfaCodeSchema = safeText({
  error: 'code is required',
  trim: true,
  min: 1,
  tooShort: 'code is required',
  max: 32,
});
export const mfaCodeBodySchema = z.strictObject({ code: mfaCodeSchema });

/** POST /admin/me/mfa/setup: a new secret to scan (not in use until enabled with a code). */
export const mfaSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
/** POST /admin/me/mfa/enable: the ten recovery codes, shown once. */
export const mfaEnabledSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST /admin/login when two-step sign-in is on: no token yet, the code goes to /admin/login/mfa. */
export const loginMfaRequiredSchema = z.object({
  success: z.literal(true),
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
/** POST /admin/login for a role that must use two-step sign-in before it is on (MFA_REQUIRED_ROLES). */
export const loginMfaSetupRequiredSchema = z.object({
  success: z.literal(true),
  mfa_setup_required: z.literal(true),
  token: z.string(),
  admin: z.object({ id: z.number().int(), name: z.string() }),
});
/**
 * Every answer of POST /admin/login: SPEC's (`{ success, token, admin }`), or one of the two above. The
 * setup-required answer comes first: it carries SPEC's fields too, and the first schema that fits wins.
 */
export const adminLoginResponseSchema = z.union([
  loginMfaSetupRequiredSchema,
  loginMfaRequiredSchema,
  loginResponseSchema,
]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const loginMfaBodySchema = z.strictObject({
  mfa_token: safeText({
    error: 'mfa_token is required',
    trim: true,
    min: 1,
    tooShort: 'mfa_token is required',
    max: 200,
  }),
  code: mfaCodeSchema,
});

/** GET /admin/me/sessions: the member's live sessions. */
export const adminSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST /admin/me/sessions/revoke-others: how many sessions were signed out. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

/** PUT /admin/me: the member's own name. */
export const updateMeBodySchema = z.strictObject({ name: personNameSchema });
/** POST /admin/me/password: a new password, with the current one. */
export const changePasswordBodySchema = z.strictObject({
  current_password: safeText({
    error: 'current_password is required',
    min: 1,
    tooShort: 'current_password is required',
    max: 128,
  }),
  new_password: passwordPolicySchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
