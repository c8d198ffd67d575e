import { CatalogueMessages, type InsertSubServiceBody, type UpdateSubServiceBody } from '@seva/contract';
import { isForeignKeyViolation } from '../../db/driver/constraint-errors';
import { conflict, unprocessable } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, auditedCrud } from '../audit/service';
import { type SubServiceRow, toSubService } from './mapper';
import { findCategoryRow } from './repository';
import {
  countSubServices,
  findSubServiceRows,
  listSubServiceIds,
  listSubServiceRows,
  type SubServiceFilter,
  type SubServicePage,
} from './sub-service-repository';

const missingCategory = (id: number) => unprocessable(`Service category ${id} does not exist`);

/**
 * The sub-services of the categories; a sub-service delete is always allowed (ADR 006). Each change's
 * `sub_service.changed` event clears the list's totals.
 */
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

  const isSearch = (filter: SubServiceFilter) => filter.q !== undefined;
  const totals = listTotals<SubServiceFilter>(deps, {
    count: (filter, reader) => countSubServices(reader, dialect, filter),
    keyOf: (filter) => JSON.stringify([filter.q ?? '', filter.service_cat_id ?? null]),
    isSearch,
  });
  deps.events.subscribe((event) => {
    if (event.type === 'sub_service.changed') totals.invalidate();
  });
  const pager = createPager<SubServiceFilter, SubServicePage, SubServiceRow>(deps, {
    ids: (filter, page, reader) => listSubServiceIds(reader, dialect, filter, page),
    rowsById: (ids) => findSubServiceRows(db, ids),
    idOf: (row) => row.service_id,
    toItem: toSubService,
    pageRows: (filter, page, reader) => listSubServiceRows(reader, dialect, filter, page),
    total: totals.of,
    isSearch,
  });

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

  return { list: pager.listJson, items: pager.items, create, update, remove };
}

export type SubServiceService = ReturnType<typeof createSubServiceService>;
