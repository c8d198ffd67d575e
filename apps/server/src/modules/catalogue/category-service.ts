import {
  CatalogueMessages,
  type InsertServiceCategoryBody,
  type UpdateServiceCategoryBody,
} from '@seva/contract';
import { conflict } from '../../lib/http-error';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, auditedCrud } from '../audit/service';
import { type CategoryRow, toServiceCategory } from './mapper';
import {
  type CategoryPage,
  countCategories,
  findCategoryRows,
  listCategoryIds,
  listCategoryRows,
} from './repository';

/** A category list request: the text searched in the name, if any. */
type CategoryQuery = string | undefined;

/** What still points at a category: the reasons a delete is refused (ADR 006). */
export interface CategoryDependents {
  subServices: number;
  bookings: number;
  payments: number;
  vendors: number;
}

/**
 * Listing, adding, renaming and deleting categories; each change and its audit row commit together, and
 * its `service_category.changed` event clears the list's totals.
 */
export function createCategoryService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const crud = auditedCrud(deps, {
    table: 'service_categories',
    idColumn: 'service_cat_id',
    entity: 'service_category',
    notFound: CatalogueMessages.categoryNotFound,
    duplicateName: (values) =>
      conflict(`A service category named "${values.service_category_name}" already exists`),
    dependents: (row) => ({
      column: 'service_cat_id',
      tables: {
        subServices: 'services',
        vendors: 'vendors',
        bookings: 'customer_service_bookings',
        payments: 'customer_payments',
      },
      refusal: (counts: CategoryDependents) => deleteRefusal(row.service_category_name, counts),
      stillInUse: 'The service category is still in use by sub-services or bookings',
    }),
    toWire: toServiceCategory,
  });

  const isSearch = (q: CategoryQuery) => q !== undefined;
  const totals = listTotals<CategoryQuery>(deps, {
    count: (q, reader) => countCategories(reader, dialect, q),
    keyOf: (q) => q ?? '',
    isSearch,
  });
  deps.events.subscribe((event) => {
    if (event.type === 'service_category.changed') totals.invalidate();
  });
  const pager = createPager<CategoryQuery, CategoryPage, CategoryRow>(deps, {
    ids: (q, page, reader) => listCategoryIds(reader, dialect, q, page),
    rowsById: (ids) => findCategoryRows(db, ids),
    idOf: (row) => row.service_cat_id,
    toItem: toServiceCategory,
    pageRows: (q, page, reader) => listCategoryRows(reader, dialect, q, page),
    total: totals.of,
    isSearch,
  });

  const create = (body: InsertServiceCategoryBody, actor: Actor) =>
    crud.create(
      {
        service_category_name: body.service_category_name,
        service_desc: body.service_desc,
        service_category_url: body.service_category_url,
      },
      actor,
    );

  /** An omitted or empty icon URL keeps the icon. */
  const update = (body: UpdateServiceCategoryBody, actor: Actor) =>
    crud.update(
      body.service_cat_id,
      (before) => ({
        service_category_name: body.service_category_name,
        service_desc: body.service_desc,
        service_category_url: body.service_category_url || before.service_category_url,
      }),
      actor,
    );

  /** ADR 006: refused while anything still points at the category; nothing cascades. */
  const remove = (id: number, actor: Actor) => crud.remove(id, actor);

  return { list: pager.listJson, items: pager.items, create, update, remove };
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
