import { type Commission, type UpdateCommissionsBody, VendorLedgerMessages } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import {
  type CategoryCommissionRow,
  findCategoryCommission,
  listCategoryCommissions,
  lockCategoryCommissions,
  setCategoryCommission,
} from './commission-repository';

/** A stored percentage (numeric(5,2): a string on PostgreSQL) as a number with two decimals. */
const percentOf = (value: number | string): number => Math.round(Number(value) * 100) / 100;

/** The category's percentage in force: its own, else DEFAULT_COMMISSION_PERCENT. */
function effective(config: Pick<Config, 'defaultCommissionPercent'>, own: number | string | null) {
  return own === null ? config.defaultCommissionPercent : percentOf(own);
}

/**
 * The commission of a booking of the category paid now (docs/product/vendor-ledger.md#commission), which
 * its customer payment keeps (customer_payments.commission_percent). An unknown category: the default.
 */
export async function commissionPercentNow(
  config: Pick<Config, 'defaultCommissionPercent'>,
  db: Kysely<Database>,
  serviceCatId: number,
): Promise<number> {
  return effective(config, (await findCategoryCommission(db, serviceCatId)) ?? null);
}

/**
 * The commission on `basePaise` at `percent`, rounded to the nearest paisa (half up), in integers: the
 * percentage has two decimals, so it is a whole number of basis points.
 */
export function commissionPaiseOf(basePaise: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((2 * basePaise * basisPoints + 10_000) / 20_000);
}

function toCommission(
  config: Pick<Config, 'defaultCommissionPercent'>,
  row: CategoryCommissionRow,
): Commission {
  return {
    service_cat_id: row.service_cat_id,
    service_category_name: row.service_category_name,
    commission_percent: effective(config, row.commission_percent),
    is_default: row.commission_percent === null,
  };
}

/** The Commission screen's service (docs/product/vendor-ledger.md#commission). */
export function createCommissionService(deps: ServiceDeps) {
  const { db, dialect, config, events } = deps;

  async function list(): Promise<Commission[]> {
    return (await listCategoryCommissions(db)).map((row) => toCommission(config, row));
  }

  /**
   * Sets the named categories' commissions in one transaction, an audit row (`commission.updated`, before
   * and after) for each one that changes; an unknown category refuses the whole change (422), nothing
   * written. Answers every category's commission as it is after.
   */
  async function update(changes: UpdateCommissionsBody, actor: Actor): Promise<Commission[]> {
    const changed = await db.transaction().execute(async (trx) => {
      const ids = changes.map((c) => c.service_cat_id);
      const current = new Map(
        (await lockCategoryCommissions(trx, dialect, ids)).map((row) => [row.service_cat_id, row]),
      );
      const written: number[] = [];
      for (const change of changes) {
        const row = current.get(change.service_cat_id);
        if (!row) throw unprocessable(VendorLedgerMessages.categoryNotFound(change.service_cat_id));
        const before = row.commission_percent === null ? null : percentOf(row.commission_percent);
        if (before === change.commission_percent) continue;
        await setCategoryCommission(trx, change.service_cat_id, change.commission_percent);
        await writeAudit(trx, {
          ...actor,
          action: 'commission.updated',
          entity: 'service_category',
          entityId: change.service_cat_id,
          before: { commission_percent: before, effective_percent: effective(config, before) },
          after: {
            commission_percent: change.commission_percent,
            effective_percent: effective(config, change.commission_percent),
          },
        });
        written.push(change.service_cat_id);
      }
      return written;
    });
    for (const id of changed) events.emit('service_category.changed', id);
    return list();
  }

  return { list, update };
}
