import {
  CatalogueMessages,
  type InsertSubServiceBody,
  type SubService,
  type SubServiceListQuery,
  type UpdateSubServiceBody,
} from '@seva/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { isoNow } from '../../lib/time';
import { writeAudit } from '../audit/repository';
import type { Actor } from './category-service';
import { findCategoryRow } from './repository';
import {
  countSubServices,
  deleteSubServiceRow,
  findSubServiceNamed,
  findSubServiceRow,
  insertSubServiceRow,
  listSubServiceRows,
  type SubServiceRow,
  updateSubServiceRow,
} from './sub-service-repository';

const ENTITY = 'sub_service';

const missingCategory = (id: number) => unprocessable(`Service category ${id} does not exist`);
const duplicateName = (name: string, category: string) =>
  conflict(`"${category}" already has a sub-service named "${name}"`);

/** Money columns come back as numbers on both dialects (ADR 003); the row is already the wire shape. */
const toSubService = (row: SubServiceRow): SubService => ({
  ...row,
  service_price: Number(row.service_price),
});

export function createSubServiceService(deps: { db: Kysely<Database>; dialect: Dialect }) {
  const { db, dialect } = deps;

  /** The 409 for a name the category already has, named as the checks name it. */
  async function duplicateIn(categoryId: number, name: string) {
    const category = await findCategoryRow(db, categoryId);
    return duplicateName(name, category?.service_category_name ?? `Service category ${categoryId}`);
  }

  async function list(query: SubServiceListQuery): Promise<{ data: SubService[]; total?: number }> {
    const data = (await listSubServiceRows(db, dialect, query)).map(toSubService);
    if (query.limit === undefined) return { data };
    return { data, total: await countSubServices(db, dialect, query) };
  }

  async function create(body: InsertSubServiceBody, actor: Actor): Promise<SubService> {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const category = await findCategoryRow(trx, body.service_cat_id);
        if (!category) throw missingCategory(body.service_cat_id);
        if (await findSubServiceNamed(trx, body.service_cat_id, body.service_name)) {
          throw duplicateName(body.service_name, category.service_category_name);
        }
        const inserted = await insertSubServiceRow(trx, body);
        await writeAudit(trx, {
          ...actor,
          action: `${ENTITY}.created`,
          entity: ENTITY,
          entityId: inserted.service_id,
          after: inserted,
        });
        return inserted;
      });
      return toSubService(row);
    } catch (error) {
      // The category was deleted, or a sub-service of that name saved, between the checks and the insert.
      if (isForeignKeyViolation(error)) throw missingCategory(body.service_cat_id);
      if (isUniqueViolation(error)) throw await duplicateIn(body.service_cat_id, body.service_name);
      throw error;
    }
  }

  async function update(body: UpdateSubServiceBody, actor: Actor): Promise<SubService> {
    const { service_id: id, service_image_url, ...fields } = body;
    try {
      const row = await db.transaction().execute(async (trx) => {
        const before = await findSubServiceRow(trx, id);
        if (!before) throw notFound(CatalogueMessages.subServiceNotFound);
        const category = await findCategoryRow(trx, fields.service_cat_id);
        if (!category) throw missingCategory(fields.service_cat_id);
        if (await findSubServiceNamed(trx, fields.service_cat_id, fields.service_name, id)) {
          throw duplicateName(fields.service_name, category.service_category_name);
        }
        const after = await updateSubServiceRow(trx, id, {
          ...fields,
          service_image_url: service_image_url || before.service_image_url,
          updated_at: isoNow(),
        });
        if (!after) throw notFound(CatalogueMessages.subServiceNotFound);
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
      return toSubService(row);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw missingCategory(fields.service_cat_id);
      if (isUniqueViolation(error)) throw await duplicateIn(fields.service_cat_id, fields.service_name);
      throw error;
    }
  }

  async function remove(id: number, actor: Actor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const before = await findSubServiceRow(trx, id);
      if (!before || !(await deleteSubServiceRow(trx, id))) {
        throw notFound(CatalogueMessages.subServiceNotFound);
      }
      await writeAudit(trx, { ...actor, action: `${ENTITY}.deleted`, entity: ENTITY, entityId: id, before });
    });
  }

  return { list, create, update, remove };
}

export type SubServiceService = ReturnType<typeof createSubServiceService>;
