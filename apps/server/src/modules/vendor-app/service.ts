import {
  type Booking,
  CatalogueMessages,
  needsNewApprovalMessage,
  type VendorApplication,
  VendorAppMessages,
  type VendorComplaint,
  type VendorEarnings,
  type VendorMe,
  vendorAppStatus,
} from '@seva/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { Page } from '../../lib/lists/paging';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { type AppPrincipal, adoptApplicantSessions } from '../app-sessions/service';
import { updateAudited, writeAudit } from '../audit/service';
import { toBooking } from '../bookings/service';
import { toVendorComplaint } from '../complaints/service';
import { recordEarning, vendorEarningsOf } from '../ledger/earnings-service';
import { queueMessage } from '../messages/service';
import type { VendorRow } from '../vendors/service';
import {
  type ApplicationColumns,
  applicationColumns,
  auditView,
  changedFields,
  fieldsNeedingApproval,
  pickColumns,
} from './application';
import { toVendorMe } from './mapper';
import {
  type ApplicationCondition,
  completeBookingIf,
  countVendorBookings,
  countVendorReviews,
  findBookingRow,
  findCategoryName,
  findVendorBookingRows,
  findVendorById,
  findVendorByMobile,
  insertVendorComplaint,
  insertVendorIfNew,
  listVendorBookingIds,
  listVendorBookings,
  updateApplicationIf,
  type VendorBookingRow,
} from './repository';

/** An application re-reads the vendor this often when a decision keeps landing between its read and write. */
const APPLICATION_ATTEMPTS = 3;
/** A completion that did not apply reads the booking again to say why; it always can, this is a bound. */
const COMPLETE_ATTEMPTS = 3;

/** A vendor's booking list request: whose, and the review count every booking of the vendor shows. */
interface VendorBookings {
  vendorId: number;
  reviews: number;
}

export interface ApplicationResult {
  created: boolean;
  message: string;
  vendor: VendorMe;
}

/** How an application changes a vendor in a given state (docs/product/partner-api.md#the-application). */
interface ApplicationPlan {
  action: 'vendor.application_updated' | 'vendor.resubmitted';
  message: string;
  condition: ApplicationCondition;
  changes: Updateable<VendorsTable>;
  audited: Record<string, unknown>;
  before: Record<string, unknown>;
}

/**
 * The vendor app (docs/product/partner-api.md#vendor-app). The vendor is the token's: its session's
 * vendor, or for an applicant the vendor its phone has since created. Every write emits its event after
 * it commits: admins are told of arrivals, and the admin vendor lists forget what changed.
 */
export function createVendorAppService(deps: ServiceDeps) {
  const { db, dialect, events, clock } = deps;

  function ownVendor(principal: AppPrincipal): Promise<VendorRow | undefined> {
    return principal.subjectId !== null
      ? findVendorById(db, principal.subjectId)
      : findVendorByMobile(db, principal.phone);
  }

  async function requireVendor(principal: AppPrincipal): Promise<VendorRow> {
    const vendor = await ownVendor(principal);
    if (!vendor) throw notFound(VendorAppMessages.notApplied);
    return vendor;
  }

  async function me(principal: AppPrincipal): Promise<VendorMe> {
    return toVendorMe(await requireVendor(principal), new Date(clock()));
  }

  /** PUT /vendor/me/application: creates the vendor (201) or updates its application as its state allows. */
  async function apply(
    principal: AppPrincipal,
    body: VendorApplication,
    ip: string,
  ): Promise<ApplicationResult> {
    const category = await findCategoryName(db, body.service_cat_id);
    if (!category) throw unprocessable(CatalogueMessages.categoryNotFound);
    const columns = applicationColumns(body, category.service_category_name);
    for (let attempt = 1; attempt <= APPLICATION_ATTEMPTS; attempt++) {
      const current = await ownVendor(principal);
      const result = current ? await update(current, columns, ip) : await create(principal, columns, ip);
      // undefined: another application or a decision landed between the read and the write.
      if (result) return result;
    }
    throw conflict(VendorAppMessages.changedMeanwhile);
  }

  /** `vendor.application_received` to the applicant (docs/product/messages.md), in the caller's transaction. */
  function applicationReceived(trx: Kysely<Database>, vendor: VendorRow) {
    return queueMessage(deps.config, trx, {
      event: 'vendor.application_received',
      to: vendor.vendor_mobile,
      values: { vendor_name: vendor.vendor_name ?? '', business_name: vendor.name_of_bussiness ?? '' },
      about: { vendorId: vendor.vendor_id },
    });
  }

  async function create(
    principal: AppPrincipal,
    columns: ApplicationColumns,
    ip: string,
  ): Promise<ApplicationResult | undefined> {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertVendorIfNew(trx, { ...columns, vendor_mobile: principal.phone });
      if (!inserted) return undefined;
      await writeAudit(trx, {
        adminId: null,
        ip,
        action: 'vendor.applied',
        entity: 'vendor',
        entityId: inserted.vendor_id,
        after: auditView(columns),
      });
      await adoptApplicantSessions(trx, principal.phone, inserted.vendor_id);
      await applicationReceived(trx, inserted);
      return inserted;
    });
    if (!row) return undefined;
    events.emit('vendor.applied', row.vendor_id);
    return { created: true, message: VendorAppMessages.applied, vendor: toVendorMe(row, new Date(clock())) };
  }

  function planUpdate(current: VendorRow, columns: ApplicationColumns): ApplicationPlan | 'unchanged' {
    const changed = changedFields(current, columns);
    const status = vendorAppStatus(current);
    if (status === 'blocked') throw forbidden(VendorAppMessages.blocked);
    if (status === 'approved') {
      const refused = fieldsNeedingApproval(changed);
      if (refused.length > 0) throw conflict(needsNewApprovalMessage(refused));
      if (changed.length === 0) return 'unchanged';
      const changes = pickColumns(columns, changed);
      return {
        action: 'vendor.application_updated',
        message: VendorAppMessages.applicationUpdated,
        condition: { is_approved: 1, is_rejected: 0, updatedAt: current.updated_at },
        changes,
        audited: changes,
        before: pickColumns(current, changed),
      };
    }
    const changes = pickColumns(columns, changed);
    if (status === 'rejected') {
      const reopened = {
        is_rejected: 0 as const,
        rejected_by: null,
        rejected_date: null,
        rejected_reason: null,
      };
      return {
        action: 'vendor.resubmitted',
        message: VendorAppMessages.resubmitted,
        condition: { is_approved: 0, is_rejected: 1 },
        changes: { ...changes, ...reopened },
        audited: { ...changes, ...reopened },
        before: {
          ...pickColumns(current, changed),
          is_rejected: current.is_rejected,
          rejected_by: current.rejected_by,
          rejected_date: current.rejected_date,
          rejected_reason: current.rejected_reason,
        },
      };
    }
    if (changed.length === 0) return 'unchanged';
    return {
      action: 'vendor.application_updated',
      message: VendorAppMessages.applicationUpdated,
      condition: { is_approved: 0, is_rejected: 0 },
      changes,
      audited: changes,
      before: pickColumns(current, changed),
    };
  }

  async function update(
    current: VendorRow,
    columns: ApplicationColumns,
    ip: string,
  ): Promise<ApplicationResult | undefined> {
    const plan = planUpdate(current, columns);
    const now = new Date(clock());
    if (plan === 'unchanged') {
      return {
        created: false,
        message: VendorAppMessages.applicationUpdated,
        vendor: toVendorMe(current, now),
      };
    }
    const vendorId = current.vendor_id;
    // A resubmission is a new application: it is acknowledged to the vendor in its transaction.
    const row = await db.transaction().execute(async (trx) => {
      const updated = await updateAudited(
        trx,
        dialect,
        (q) => updateApplicationIf(q, vendorId, plan.condition, plan.changes),
        {
          adminId: null,
          ip,
          action: plan.action,
          entity: 'vendor',
          entityId: vendorId,
          before: auditView(plan.before),
          after: auditView(plan.audited),
        },
      );
      if (updated && plan.action === 'vendor.resubmitted') await applicationReceived(trx, updated);
      return updated;
    });
    if (!row) return undefined;
    // A resubmission is told to admins; an edit of an application only to the vendor lists' caches.
    events.emit(plan.action === 'vendor.resubmitted' ? 'vendor.resubmitted' : 'vendor.changed', vendorId);
    return { created: false, message: plan.message, vendor: toVendorMe(row, now) };
  }

  // A vendor's bookings: every booking shows the vendor's review count, read once per request.
  const bookingTotals = listTotals<VendorBookings>(deps, {
    count: ({ vendorId }, reader) => countVendorBookings(reader, vendorId),
    keyOf: ({ vendorId }) => String(vendorId),
    isSearch: () => false,
  });
  // An assignment moves a booking between vendors' lists; every booking's write emits booking.*.
  events.subscribe((event) => {
    if (event.type.startsWith('booking.')) bookingTotals.invalidate();
  });
  const bookingPager = createPager<VendorBookings, Page, VendorBookingRow>(deps, {
    ids: ({ vendorId }, page, reader) => listVendorBookingIds(reader, vendorId, page),
    rowsById: (ids, { vendorId }) => findVendorBookingRows(db, vendorId, ids),
    idOf: (row) => row.booking_id,
    toItem: (row, { reviews }) => toBooking({ ...row, review_count: reviews }),
    pageRows: ({ vendorId }, page, reader) => listVendorBookings(reader, vendorId, page),
    total: bookingTotals.of,
  });

  /** GET /vendor/me/bookings: the bookings assigned to the vendor, soonest slot first (unscheduled ones after). */
  async function bookings(principal: AppPrincipal, page: { limit: number; offset: number }) {
    const vendor = await requireVendor(principal);
    const reviews = await countVendorReviews(db, vendor.vendor_id);
    return bookingPager.listJson({ vendorId: vendor.vendor_id, reviews }, page);
  }

  /**
   * POST /vendor/me/bookings/{id}/complete: one conditional update (the vendor's own, not cancelled, not
   * completed) and its audit row; when it does not apply, the booking as it is now says why.
   */
  async function complete(principal: AppPrincipal, bookingId: number, ip: string): Promise<Booking> {
    const vendor = await requireVendor(principal);
    for (let attempt = 1; attempt <= COMPLETE_ATTEMPTS; attempt++) {
      const booking = await findBookingRow(db, bookingId);
      if (!booking || booking.vendor_id !== vendor.vendor_id)
        throw notFound(VendorAppMessages.bookingNotFound);
      if (booking.is_cancelled) throw conflict(VendorAppMessages.bookingCancelled);
      if (booking.is_completed) throw conflict(VendorAppMessages.bookingAlreadyCompleted);
      const now = stampAfter(booking.updated_at, clock());
      // The vendor's earning on a paid booking commits with the completion (docs/product/vendor-ledger.md).
      const done = await db.transaction().execute(async (trx) => {
        const completed = await updateAudited(
          trx,
          dialect,
          (q) => completeBookingIf(q, { bookingId, vendorId: vendor.vendor_id, now }),
          {
            adminId: null,
            ip,
            action: 'booking.completed',
            entity: 'booking',
            entityId: bookingId,
            before: { is_completed: 0 },
            after: { is_completed: 1, vendor_id: vendor.vendor_id },
          },
        );
        if (completed) await recordEarning(trx, deps, { booking_id: bookingId, vendor_id: vendor.vendor_id });
        return completed;
      });
      if (done) {
        events.emit('booking.completed', bookingId);
        return toBooking({ ...done, review_count: await countVendorReviews(db, vendor.vendor_id) });
      }
      // Cancelled, completed or re-assigned meanwhile: read it again to say which.
    }
    throw conflict(VendorAppMessages.bookingAlreadyCompleted);
  }

  /** GET /vendor/me/earnings: the vendor's balance, newest ledger entries and payouts. */
  async function earnings(principal: AppPrincipal): Promise<VendorEarnings> {
    const vendor = await requireVendor(principal);
    return vendorEarningsOf(db, vendor.vendor_id);
  }

  /** POST /vendor/me/complaints: stored with the vendor's name, email and mobile as they are now. */
  async function complain(principal: AppPrincipal, description: string): Promise<VendorComplaint> {
    const vendor = await requireVendor(principal);
    const row = await insertVendorComplaint(db, {
      vendor_id: vendor.vendor_id,
      vend_comp_desc: description,
      vend_comp_date: new Date(clock()).toISOString(),
      vendor_name: vendor.vendor_name,
      vendor_email: vendor.vendor_email,
      vendor_mobile: vendor.vendor_mobile,
    });
    events.emit('complaint.created', row.vend_comp_id, 'vendor');
    return toVendorComplaint(row, { targets: deps.config.complaintTargets, now: clock() });
  }

  return { me, apply, bookings, complete, complain, earnings };
}

export type VendorAppService = ReturnType<typeof createVendorAppService>;
