import {
  type InsertSubscriptionBody,
  type SubscriptionListQuery,
  SubscriptionMessages,
  type SubscriptionPlan,
  type UpdateSubscriptionBody,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { isoNow } from '../../lib/time';
import { type AuditEntry, writeAudit } from '../audit/repository';
import {
  countPlanHolders,
  countPlans,
  deletePlanRow,
  findPlanNamed,
  findPlanRow,
  insertPlanRow,
  listPlanRows,
  type PlanHolders,
  type PlanRow,
  updatePlanRow,
} from './repository';

type Actor = Pick<AuditEntry, 'adminId' | 'ip'>;

const ENTITY = 'subscription';

const duplicateName = (name: string) => conflict(`A subscription plan named "${name}" already exists`);

/** Runs a write that names a plan; another admin's plan of that name saved meanwhile is a 409. */
async function nameKept<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

const toPlan = (row: PlanRow): SubscriptionPlan => ({
  ...row,
  subscription_price: Number(row.subscription_price),
});

/** The plans vendors buy (SPEC §7 …SUBSCRIPTIONS); every change is audited in its own transaction. */
export function createSubscriptionService(deps: { db: Kysely<Database>; dialect: Dialect }) {
  const { db, dialect } = deps;

  async function list(query: SubscriptionListQuery): Promise<{ data: SubscriptionPlan[]; total?: number }> {
    const data = (await listPlanRows(db, dialect, query)).map(toPlan);
    if (query.limit === undefined) return { data };
    return { data, total: await countPlans(db, dialect, query.q) };
  }

  async function create(body: InsertSubscriptionBody, actor: Actor): Promise<SubscriptionPlan> {
    const row = await nameKept(body.subscription_name, () =>
      db.transaction().execute(async (trx) => {
        if (await findPlanNamed(trx, body.subscription_name)) throw duplicateName(body.subscription_name);
        const inserted = await insertPlanRow(trx, body);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.created`,
          entity: ENTITY,
          entityId: inserted.subscription_id,
          after: inserted,
        });
        return inserted;
      }),
    );
    return toPlan(row);
  }

  async function update(body: UpdateSubscriptionBody, actor: Actor): Promise<SubscriptionPlan> {
    const { subscription_id: id, ...fields } = body;
    const row = await nameKept(fields.subscription_name, () =>
      db.transaction().execute(async (trx) => {
        const before = await findPlanRow(trx, id);
        if (!before) throw notFound(SubscriptionMessages.notFound);
        if (await findPlanNamed(trx, fields.subscription_name, id))
          throw duplicateName(fields.subscription_name);
        const after = await updatePlanRow(trx, id, { ...fields, updated_at: isoNow() });
        if (!after) throw notFound(SubscriptionMessages.notFound);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.updated`,
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
        return after;
      }),
    );
    return toPlan(row);
  }

  async function remove(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        const before = await findPlanRow(trx, id);
        if (!before) throw notFound(SubscriptionMessages.notFound);
        const refusal = planDeleteRefusal(before.subscription_name, await countPlanHolders(trx, id));
        if (refusal) throw conflict(refusal);
        if (!(await deletePlanRow(trx, id))) throw notFound(SubscriptionMessages.notFound);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.deleted`,
          entity: ENTITY,
          entityId: id,
          before,
        });
      });
    } catch (error) {
      // A vendor bought the plan between the check and the delete.
      if (isForeignKeyViolation(error)) throw conflict('Vendors hold this subscription plan');
      throw error;
    }
  }

  return { list, create, update, remove };
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
