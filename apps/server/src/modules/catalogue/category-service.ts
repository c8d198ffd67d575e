import {
  CatalogueMessages,
  type InsertServiceCategoryBody,
  type ServiceCategory,
  type UpdateServiceCategoryBody,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { isoNow } from '../../lib/time';
import { type AuditEntry, writeAudit } from '../audit/repository';
import { toServiceCategory } from './category-mapper';
import {
  type CategoryDependents,
  countCategoryDependents,
  deleteCategoryRow,
  findCategoryNamed,
  findCategoryRow,
  insertCategoryRow,
  updateCategoryRow,
} from './repository';

export type Actor = Pick<AuditEntry, 'adminId' | 'ip'>;

const ENTITY = 'service_category';

const duplicateName = (name: string) => conflict(`A service category named "${name}" already exists`);

/** Adding, renaming and deleting categories; each change and its audit row commit together. */
export function createCategoryService(db: Kysely<Database>) {
  async function create(body: InsertServiceCategoryBody, actor: Actor): Promise<ServiceCategory> {
    const name = body.service_category_name;
    try {
      const row = await db.transaction().execute(async (trx) => {
        if (await findCategoryNamed(trx, name)) throw duplicateName(name);
        const inserted = await insertCategoryRow(trx, {
          service_category_name: name,
          service_desc: body.service_desc,
          service_category_url: body.service_category_url,
        });
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.created`,
          entity: ENTITY,
          entityId: inserted.service_cat_id,
          after: inserted,
        });
        return inserted;
      });
      return toServiceCategory(row);
    } catch (error) {
      // Two admins adding the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw duplicateName(name);
      throw error;
    }
  }

  async function update(body: UpdateServiceCategoryBody, actor: Actor): Promise<ServiceCategory> {
    const id = body.service_cat_id;
    const name = body.service_category_name;
    try {
      const row = await db.transaction().execute(async (trx) => {
        const before = await findCategoryRow(trx, id);
        if (!before) throw notFound(CatalogueMessages.categoryNotFound);
        if (await findCategoryNamed(trx, name, id)) throw duplicateName(name);
        const after = await updateCategoryRow(trx, id, {
          service_category_name: name,
          service_desc: body.service_desc,
          service_category_url: body.service_category_url || before.service_category_url,
          updated_at: isoNow(),
        });
        if (!after) throw notFound(CatalogueMessages.categoryNotFound);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.updated`,
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return toServiceCategory(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(name);
      throw error;
    }
  }

  /** ADR 006: refused while anything still points at the category; nothing cascades. */
  async function remove(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        const before = await findCategoryRow(trx, id);
        if (!before) throw notFound(CatalogueMessages.categoryNotFound);
        const refusal = deleteRefusal(before.service_category_name, await countCategoryDependents(trx, id));
        if (refusal) throw conflict(refusal);
        if (!(await deleteCategoryRow(trx, id))) throw notFound(CatalogueMessages.categoryNotFound);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.deleted`,
          entity: ENTITY,
          entityId: id,
          before,
        });
      });
    } catch (error) {
      // A sub-service or booking added to it since the check.
      if (isForeignKeyViolation(error)) {
        throw conflict('The service category is still in use by sub-services or bookings');
      }
      throw error;
    }
  }

  return { create, update, remove };
}

export type CategoryService = ReturnType<typeof createCategoryService>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The reason a delete is refused, or null when nothing points at the category. */
export function deleteRefusal(name: string, d: CategoryDependents): string | null {
  const parts = [
    d.subServices > 0 ? plural(d.subServices, 'sub-service', 'sub-services') : null,
    d.vendors > 0 ? plural(d.vendors, 'vendor', 'vendors') : null,
    d.bookings > 0 ? plural(d.bookings, 'booking', 'bookings') : null,
    d.payments > 0 ? plural(d.payments, 'customer payment', 'customer payments') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const history = d.vendors + d.bookings + d.payments > 0;
  const advice = history
    ? 'A category that vendors or bookings refer to is kept for their history.'
    : 'Delete its sub-services first.';
  return `"${name}" still has ${list}. ${advice}`;
}
