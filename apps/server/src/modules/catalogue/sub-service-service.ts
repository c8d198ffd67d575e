import {
  CatalogueMessages,
  type InsertSubServiceBody,
  type SubService,
  type SubServiceListQuery,
  type UpdateSubServiceBody,
} from '@seva/contract';
import { isForeignKeyViolation } from '../../db/driver/constraint-errors';
import { conflict, unprocessable } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import type { Actor } from '../audit/actor';
import { auditedCrud } from '../audit/audited-crud';
import { toSubService } from './mapper';
import { findCategoryRow } from './repository';
import { countSubServices, listSubServiceRows } from './sub-service-repository';

const missingCategory = (id: number) => unprocessable(`Service category ${id} does not exist`);

/** The sub-services of the categories; a sub-service delete is always allowed (ADR 006). */
export function createSubServiceService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const crud = auditedCrud(deps, {
    table: 'services',
    idColumn: 'service_id',
    entity: 'sub_service',
    notFound: CatalogueMessages.subServiceNotFound,
    /** Names are unique within their category; the 409 names the category. */
    async duplicateName(values) {
      const category = await findCategoryRow(db, values.service_cat_id);
      const name = category?.service_category_name ?? `Service category ${values.service_cat_id}`;
      return conflict(`"${name}" already has a sub-service named "${values.service_name}"`);
    },
    constraintError: (error, values) =>
      isForeignKeyViolation(error) ? missingCategory(values.service_cat_id) : undefined,
    toWire: toSubService,
  });

  async function list(query: SubServiceListQuery): Promise<{ data: SubService[]; total?: number }> {
    const data = (await listSubServiceRows(db, dialect, query)).map(toSubService);
    if (query.limit === undefined) return { data };
    return { data, total: await countSubServices(db, dialect, query) };
  }

  const create = (body: InsertSubServiceBody, actor: Actor) => crud.create(body, actor);

  /** An omitted or empty image URL keeps the image. */
  function update(body: UpdateSubServiceBody, actor: Actor) {
    const { service_id: id, service_image_url, ...fields } = body;
    return crud.update(
      id,
      (before) => ({ ...fields, service_image_url: service_image_url || before.service_image_url }),
      actor,
    );
  }

  const remove = (id: number, actor: Actor) => crud.remove(id, actor);

  return { list, create, update, remove };
}

export type SubServiceService = ReturnType<typeof createSubServiceService>;
