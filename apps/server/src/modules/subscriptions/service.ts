import {
  type InsertSubscriptionBody,
  SubscriptionMessages,
  type UpdateSubscriptionBody,
} from '@seva/contract';
import { conflict } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, auditedCrud } from '../audit/service';
import { type PlanRow, toPlan } from './mapper';
import { countPlans, findPlanRows, listPlanIds, listPlanRows, type PlanPage } from './repository';

/** A plan list request: the text searched in subscription_name, if any. */
type PlanQuery = string | undefined;

/** Vendors on the plan now, and the history rows (periods, payments) that name it. */
export interface PlanHolders {
  vendors: number;
  periods: number;
  payments: number;
}

/**
 * The plans vendors buy; every change is written with its audit row, and its `subscription.changed`
 * event clears the list's totals.
 */
export function createSubscriptionService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const crud = auditedCrud(deps, {
    table: 'subscriptions',
    idColumn: 'subscription_id',
    entity: 'subscription',
    notFound: SubscriptionMessages.notFound,
    duplicateName: (values) =>
      conflict(`A subscription plan named "${values.subscription_name}" already exists`),
    dependents: (row) => ({
      column: 'subscription_id',
      tables: { vendors: 'vendors', periods: 'vendor_subscriptions', payments: 'vendor_payments' },
      refusal: (holders: PlanHolders) => planDeleteRefusal(row.subscription_name, holders),
      stillInUse: 'Vendors hold this subscription plan',
    }),
    toWire: toPlan,
  });

  const isSearch = (q: PlanQuery) => q !== undefined;
  const totals = listTotals<PlanQuery>(deps, {
    count: (q, reader) => countPlans(reader, dialect, q),
    keyOf: (q) => q ?? '',
    isSearch,
  });
  deps.events.subscribe((event) => {
    if (event.type === 'subscription.changed') totals.invalidate();
  });
  const pager = createPager<PlanQuery, PlanPage, PlanRow>(deps, {
    ids: (q, page, reader) => listPlanIds(reader, dialect, q, page),
    rowsById: (ids) => findPlanRows(db, ids),
    idOf: (row) => row.subscription_id,
    toItem: toPlan,
    pageRows: (q, page, reader) => listPlanRows(reader, dialect, q, page),
    total: totals.of,
    isSearch,
  });

  const create = (body: InsertSubscriptionBody, actor: Actor) => crud.create(body, actor);

  /** Vendors already on the plan keep the name and price they bought (their rows hold a copy). */
  function update(body: UpdateSubscriptionBody, actor: Actor) {
    const { subscription_id: id, ...fields } = body;
    return crud.update(id, () => fields, actor);
  }

  /** ADR 006: refused while vendors hold the plan or their history names it. */
  const remove = (id: number, actor: Actor) => crud.remove(id, actor);

  return { list: pager.listJson, items: pager.items, create, update, remove };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/** Why a plan cannot be deleted, or null. Vendors on it, or payments and periods that name it, keep it. */
export function planDeleteRefusal(name: string, holders: PlanHolders): string | null {
  if (holders.vendors > 0) {
    const who = holders.vendors === 1 ? '1 vendor holds it' : `${holders.vendors} vendors hold it`;
    return `"${name}" cannot be deleted: ${who}.`;
  }
  if (holders.payments + holders.periods > 0) {
    return `"${name}" cannot be deleted: vendors have held it, and their payments and subscription history refer to it.`;
  }
  return null;
}
