import {
  type BulkResult,
  CatalogueMessages,
  decisionFromFlags,
  type EditVendorBody,
  type KycField,
  type UpdateVendorBody,
  type Vendor,
  type VendorDecision,
  VendorEditMessages,
  VendorMessages,
  vendorEditFields,
} from '@seva/contract';
import type { Kysely, Updateable } from 'kysely';
import { isForeignKeyViolation } from '../../db/driver/constraint-errors';
import type { Database } from '../../db/schema';
import type { VendorsTable } from '../../db/schema/marketplace-tables';
import { settleEach } from '../../lib/bulk';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { type Actor, updateAudited, writeAudit } from '../audit/service';
import { NO_REJECTION_REASON, queueMessage } from '../messages/service';
import { planDecision, satisfies } from './decision';
import { kycValueOf, toVendor, type VendorRow } from './mapper';
import { findCategoryName, findVendorDecisionState, findVendorRow, updateVendorIf } from './repository';
import { trialOwed } from './trial';
import { createVendorLister } from './vendor-list';

/** What other modules take from this one (they reach a module only through its service or events). */
export { toVendor, type VendorRow } from './mapper';

/** A decision re-reads the vendor this often when other changes keep landing between its read and write. */
const DECISION_ATTEMPTS = 3;

/**
 * The vendor lists and one vendor: read it, decide on it, reveal its KYC numbers. Built once per app
 * (buildApp, app.ts: `app.shared.vendors`), so the lists' JSON and count caches are kept once; every
 * write to a vendor row, here or in another module, emits its vendor.* event, on which the lists forget
 * what changed (ADR 007).
 */
export function createVendorService(deps: ServiceDeps) {
  const { db, dialect, config } = deps;
  const lister = createVendorLister(deps);

  async function get(vendorId: number): Promise<Vendor> {
    const row = await findVendorRow(db, vendorId);
    if (!row) throw notFound(VendorMessages.notFound);
    return toVendor(row);
  }

  /**
   * One approval, rejection, block or unblock: a conditional update, its audit row and the message it
   * sends the vendor, in one transaction.
   */
  async function decide(body: UpdateVendorBody, actor: Actor & { adminId: number }): Promise<Vendor> {
    const decision = decisionFromFlags(body);
    const vendorId = body.vendor_id;
    for (let attempt = 1; ; attempt++) {
      const current = await findVendorDecisionState(db, vendorId);
      if (!current) throw notFound(VendorMessages.notFound);
      const nowIso = stampAfter(current.updated_at);
      const plan = planDecision(decision, actor.adminId, nowIso);
      if (!satisfies(current, plan.expected)) throw conflict(plan.refusal);
      // An approval may start the vendor's free trial: its columns are written with the decision, and
      // the audit row shows them.
      const trial =
        decision.kind === 'approve'
          ? trialOwed(current, { startIso: nowIso, days: config.trialDays })
          : undefined;
      const changed = Object.keys(plan.changes).filter((k) => k !== 'updated_at') as (keyof VendorRow)[];
      const audited = [...changed, ...(plan.kept ?? [])];
      const entry = {
        ...actor,
        action: plan.action,
        entity: 'vendor',
        entityId: vendorId,
        before: pick(current, audited),
        after: {
          ...pick({ ...current, ...plan.changes } as Partial<VendorRow>, audited),
          ...(trial && pick(trial.columns, TRIAL_AUDIT_COLUMNS)),
        },
      };
      // The decision, its audit row and the message it sends the vendor commit together, or none does.
      const row = await db.transaction().execute(async (trx) => {
        const decided = await updateAudited(
          trx,
          dialect,
          (q) =>
            updateVendorIf(
              q,
              vendorId,
              { expected: plan.expected, updatedAt: current.updated_at },
              { ...plan.changes, ...trial?.columns },
            ),
          entry,
          trial?.row,
        );
        if (decided) await tellVendor(trx, decided, decision, actor);
        return decided;
      });
      if (row) {
        // The vendor lists forget this vendor's JSON and their totals on the event (vendor-list.ts).
        deps.events.emit('vendor.decided', vendorId);
        return toVendor(row);
      }
      // The vendor changed between the read and the write: decide again on what it is now.
      if (attempt === DECISION_ATTEMPTS) throw conflict(plan.refusal);
    }
  }

  /** The message a decision sends the vendor (docs/product/messages.md), in the decision's transaction. */
  async function tellVendor(trx: Kysely<Database>, row: VendorRow, decision: VendorDecision, actor: Actor) {
    const names = { vendor_name: row.vendor_name ?? '', business_name: row.name_of_bussiness ?? '' };
    const common = { to: row.vendor_mobile, about: { vendorId: row.vendor_id }, actor };
    switch (decision.kind) {
      case 'approve':
        return queueMessage(config, trx, { ...common, event: 'vendor.approved', values: names });
      case 'reject':
        return queueMessage(config, trx, {
          ...common,
          event: 'vendor.rejected',
          values: { ...names, reason: row.rejected_reason ?? NO_REJECTION_REASON },
        });
      case 'block':
        return queueMessage(config, trx, {
          ...common,
          event: 'vendor.blocked',
          values: { ...names, reason: row.blocked_reason ?? '' },
        });
      case 'unblock':
        return queueMessage(config, trx, { ...common, event: 'vendor.unblocked', values: names });
    }
  }

  /** A KYC number in clear for one admin; the audit row names the field, never the value. */
  async function revealKyc(vendorId: number, field: KycField, actor: Actor): Promise<string | null> {
    const row = await findVendorRow(db, vendorId);
    if (!row) throw notFound(VendorMessages.notFound);
    await writeAudit(db, {
      ...actor,
      action: 'vendor.kyc_revealed',
      entity: 'vendor',
      entityId: vendorId,
      after: { field },
    });
    return kycValueOf(row, field);
  }

  /**
   * Approves or rejects each vendor in turn through `decide` (one conditional statement and its audit row
   * each); a vendor no longer pending, or unknown, answers its refusal (docs/product/vendors.md#bulk-actions).
   */
  function decideMany(
    kind: 'approve' | 'reject',
    vendorIds: readonly number[],
    actor: Actor & { adminId: number },
    rejectedReason?: string | null,
  ): Promise<BulkResult[]> {
    return settleEach(vendorIds, (vendorId) =>
      decide(
        kind === 'approve'
          ? { vendor_id: vendorId, is_approved: 1 }
          : { vendor_id: vendorId, is_rejected: 1, rejected_reason: rejectedReason ?? null },
        actor,
      ),
    );
  }

  /**
   * An admin's edit of the operating details (docs/product/vendors.md#edit-details): only the fields
   * that differ are written, with bussiness_category following service_cat_id, in one update on the
   * version that was read, with its audit row (`vendor.edited`, before and after of those columns). An
   * edit that changes nothing writes nothing.
   */
  async function editDetails(vendorId: number, body: EditVendorBody, actor: Actor): Promise<Vendor> {
    const current = await findVendorRow(db, vendorId);
    if (!current) throw notFound(VendorMessages.notFound);
    const changes: Updateable<VendorsTable> = {};
    for (const field of vendorEditFields) {
      const wanted = body[field];
      if (wanted !== undefined && !sameDetail(current[field], wanted)) {
        Object.assign(changes, { [field]: wanted });
      }
    }
    if (body.service_cat_id !== undefined && changes.service_cat_id !== undefined) {
      const name = await findCategoryName(db, body.service_cat_id);
      if (name === undefined) throw unprocessable(CatalogueMessages.categoryNotFound);
      changes.bussiness_category = name;
    }
    const columns = Object.keys(changes) as (keyof VendorRow)[];
    if (columns.length === 0) return toVendor(current);
    const updatedAt = stampAfter(current.updated_at);
    let row: VendorRow | undefined;
    try {
      row = await updateAudited(
        db,
        dialect,
        (q) =>
          updateVendorIf(
            q,
            vendorId,
            { expected: {}, updatedAt: current.updated_at },
            { ...changes, updated_at: updatedAt },
          ),
        {
          ...actor,
          action: 'vendor.edited',
          entity: 'vendor',
          entityId: vendorId,
          before: pick(current, columns),
          after: changes,
        },
      );
    } catch (err) {
      // The category was deleted between its lookup and the update.
      if (isForeignKeyViolation(err)) throw unprocessable(CatalogueMessages.categoryNotFound);
      throw err;
    }
    if (!row) throw conflict(VendorEditMessages.changedMeanwhile);
    // The vendor lists forget this vendor's JSON on the event (vendor-list.ts).
    deps.events.emit('vendor.changed', vendorId);
    return toVendor(row);
  }

  return {
    list: lister.listJson,
    items: lister.items,
    get,
    decide,
    decideMany,
    editDetails,
    revealKyc,
  };
}

export type VendorService = ReturnType<typeof createVendorService>;

const TRIAL_AUDIT_COLUMNS = [
  'subscription_status',
  'subscription_start_date',
  'subscription_expiry_date',
] as const;

function pick(row: Partial<VendorRow>, keys: readonly (keyof VendorRow)[]): Partial<VendorRow> {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

/** A stored detail equals the edit's value: numbers as numbers (service_radius may come back as text). */
function sameDetail(stored: unknown, wanted: string | number): boolean {
  if (typeof wanted === 'number') return stored !== null && Number(stored) === wanted;
  return stored === wanted;
}
