import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { passesHardRules } from './candidates/repository';

/*
 * The reads behind the customer app's slot availability (slot-availability.ts, docs/product/slots.md#customer-app):
 * a sub-service's trade, the vendors passing the dispatch hard rules for it, and the open jobs of a span of
 * time. Three statements whatever the number of slots or vendors.
 */

/** The trade (category) of sub-service `serviceId`; undefined when it does not exist. */
export function findServiceCategory(db: Kysely<Database>, serviceId: number) {
  return db
    .selectFrom('services')
    .select(['service_id', 'service_cat_id'])
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

/**
 * The vendors passing the dispatch hard rules for a booking of `serviceCatId` at `nowIso`
 * (docs/product/dispatch.md#hard-rules, passesHardRules): approved, neither
 * rejected nor blocked, a trial or plan expiring after now, of the trade. With where they are and their hours.
 */
export function listSlotVendors(db: Kysely<Database>, filter: { serviceCatId: number; nowIso: string }) {
  return db
    .selectFrom('vendors')
    .select(['vendor_id', 'pincode', 'service_radius', 'service_start_time', 'service_end_time'])
    .where(passesHardRules('vendors', filter.serviceCatId, filter.nowIso))
    .orderBy('vendor_id')
    .execute();
}

/**
 * The open (neither cancelled nor completed) assigned bookings whose slot starts after `afterIso` and
 * before `beforeIso`, through bookings_scheduled_idx: whose vendor is busy when.
 */
export function listOpenJobsStartingBetween(db: Kysely<Database>, afterIso: string, beforeIso: string) {
  return db
    .selectFrom('customer_service_bookings')
    .select(['vendor_id', 'scheduled_start'])
    .where('scheduled_start', '>', afterIso)
    .where('scheduled_start', '<', beforeIso)
    .where('vendor_id', 'is not', null)
    .where('is_cancelled', '=', 0)
    .where('is_completed', '=', 0)
    .execute();
}
