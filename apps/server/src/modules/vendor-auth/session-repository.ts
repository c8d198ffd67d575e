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

/**
 * The live vendor session behind a token hash, with its vendor and the vendor's state; undefined when
 * unknown, revoked, expired, or an applicant's (no vendor yet).
 */
export function findLiveVendorSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('app_sessions as s')
    .innerJoin('vendors as v', 'v.vendor_id', 's.subject_id')
    .select([
      's.id as sessionId',
      'v.vendor_id as id',
      'v.vendor_name as name',
      'v.is_approved',
      'v.is_rejected',
      'v.is_blocked',
    ])
    .where('s.kind', '=', 'vendor')
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', isoNow())
    .executeTakeFirst();
}
