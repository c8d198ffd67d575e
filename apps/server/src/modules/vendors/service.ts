import {
  decisionFromFlags,
  type KycField,
  type UpdateVendorBody,
  type Vendor,
  VendorMessages,
} from '@seva/contract';
import { conflict, notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { stampAfter } from '../../lib/time';
import { type Actor, updateAudited, writeAudit } from '../audit/service';
import { planDecision, satisfies } from './decision';
import { kycValueOf, toVendor, type VendorRow } from './mapper';
import { findVendorDecisionState, findVendorRow, updateVendorIf } from './repository';
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

  /** One approval, rejection, block or unblock: a conditional update and its audit row, atomically. */
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
      const row = await updateAudited(
        db,
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
      if (row) {
        // The vendor lists forget this vendor's JSON and their totals on the event (vendor-list.ts).
        deps.events.emit('vendor.decided', vendorId);
        return toVendor(row);
      }
      // The vendor changed between the read and the write: decide again on what it is now.
      if (attempt === DECISION_ATTEMPTS) throw conflict(plan.refusal);
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

  return {
    list: lister.listJson,
    items: lister.items,
    get,
    decide,
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
