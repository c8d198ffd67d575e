import type { Generated } from 'kysely';

export interface AdminsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
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
  otp_challenges: OtpChallengesTable;
  auth_throttle: AuthThrottleTable;
  audit_log: AuditLogTable;
  uploads: UploadsTable;
}
