import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { toAuditEntry } from './trail-mapper';
import {
  type AuditFilter,
  type AuditPage,
  type AuditRow,
  countAuditRows,
  entityAuditRows,
  findAuditRows,
  listAdminNames,
  listAuditIds,
  listAuditRows,
} from './trail-repository';

/**
 * The audit trail (docs/product/cockpit.md#audit-trail): a list through the one pager, newest first,
 * and one entity's timeline. Totals come through the count cache; every module writes audit rows, so a
 * total may lag new rows by the cache's time (ADR 007), while a short page proves its own.
 */
export function createAuditTrailService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  const isSearch = (filter: AuditFilter) => filter.q !== undefined;
  const totals = listTotals<AuditFilter>(deps, {
    count: (filter, reader) => countAuditRows(reader, dialect, filter),
    keyOf: (filter) => JSON.stringify(filter),
    isSearch,
  });

  const pager = createPager<AuditFilter, AuditPage, AuditRow>(deps, {
    ids: (filter, page, reader) => listAuditIds(reader, dialect, filter, page),
    rowsById: (ids) => findAuditRows(db, ids),
    idOf: (row) => row.id,
    toItem: toAuditEntry,
    pageRows: (filter, page, reader) => listAuditRows(reader, dialect, filter, page),
    total: totals.of,
    knownTotal: totals.known,
    isSearch,
    countsWithPage: isSearch,
  });

  return {
    list: pager.listJson,
    items: pager.items,
    admins: () => listAdminNames(db),
    async timeline(entity: string, entityId: string) {
      return (await entityAuditRows(db, entity, entityId)).map(toAuditEntry);
    },
  };
}
