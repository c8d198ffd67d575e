import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

export function findVendorByMobile(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'vendor_name', 'is_approved', 'is_rejected', 'is_blocked'])
    .where('vendor_mobile', '=', mobile)
    .executeTakeFirst();
}

export function findVendorById(db: Kysely<Database>, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'vendor_name', 'is_approved', 'is_rejected', 'is_blocked'])
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
}

export function insertVendorSession(
  db: Kysely<Database>,
  session: {
    vendor_id: number;
    token_hash: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  },
) {
  return db.insertInto('vendor_sessions').values(session).returning('id').executeTakeFirstOrThrow();
}

/**
 * The live session behind a token hash, with its vendor; undefined when unknown, revoked, expired, or
 * when the vendor can no longer chat (blocked, rejected or not approved since signing in).
 */
export function findLiveVendorSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('vendor_sessions as s')
    .innerJoin('vendors as v', 'v.vendor_id', 's.vendor_id')
    .select(['s.id as sessionId', 'v.vendor_id as id', 'v.vendor_name as name'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', isoNow())
    .where('v.is_approved', '=', 1)
    .where('v.is_rejected', '=', 0)
    .where('v.is_blocked', '=', 0)
    .executeTakeFirst();
}

export function revokeVendorSession(db: Kysely<Database>, sessionId: number) {
  return db
    .updateTable('vendor_sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
