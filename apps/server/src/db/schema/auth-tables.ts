import type { Generated } from 'kysely';

export interface AdminsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  /** A key of admin_roles (docs/product/team.md#roles). */
  role: Generated<string>;
  status: Generated<'invited' | 'active' | 'deactivated'>;
  last_sign_in_at: string | null;
  /** The base32 TOTP secret: being enrolled while mfa_enabled_at is null, in use once it is set. */
  mfa_secret: string | null;
  mfa_enabled_at: string | null;
  /** The last 30-second step a code was accepted for: a code works once. */
  mfa_last_step: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AdminRolesTable {
  key: string;
  name: string;
  /** JSON array of permission keys. */
  permissions: string;
  built_in: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The `mfa_token` between a right password and a code (docs/product/team.md#two-step-sign-in). */
export interface AdminMfaChallengesTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  attempts: Generated<number>;
  created_at: Generated<string>;
  expires_at: string;
  consumed_at: string | null;
}

export interface AdminMfaRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
}

export type SessionScope = 'admin' | 'password_reset';

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  scope: SessionScope;
  created_at: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  last_seen_at: string | null;
  /** When a two-step code was last entered in this session (step-up lasts 10 minutes). */
  mfa_verified_at: string | null;
}

export interface OtpChallengesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** The admin (or, later, vendor) the code is for; null when the phone is unknown. */
  subject_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<string>;
  expires_at: string;
  consumed_at: string | null;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: Generated<string>;
}

export interface UploadsTable {
  id: Generated<number>;
  sha256: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  width: number;
  height: number;
  uploaded_by: number | null;
  created_at: Generated<string>;
}

export interface AuthTables {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_roles: AdminRolesTable;
  admin_mfa_challenges: AdminMfaChallengesTable;
  admin_mfa_recovery_codes: AdminMfaRecoveryCodesTable;
  otp_challenges: OtpChallengesTable;
  auth_throttle: AuthThrottleTable;
  audit_log: AuditLogTable;
  uploads: UploadsTable;
}
