import type { Generated } from 'kysely';

/** A vendor's chat sign-in (POST /vendor/login/verifyOtp); only the token's SHA-256 is stored. */
export interface VendorSessionsTable {
  id: Generated<number>;
  vendor_id: number;
  token_hash: string;
  created_at: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface VendorSessionTables {
  vendor_sessions: VendorSessionsTable;
}
