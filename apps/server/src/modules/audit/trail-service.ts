import { hasReadWorkers } from '../../db/slow-reads';
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
  const { db, dialect, config } = deps;
  const isSearch = (filter: AuditFilter) => filter.q !== undefined;
  const totals = listTotals<AuditFilter>(
    { db, countCacheMs: config.listCountCacheMs },
    {
      count: (filter, on) => countAuditRows(on(db), dialect, filter),
      keyOf: (filter) => JSON.stringify(filter),
      isSearch,
    },
  );

  const pager = createPager<AuditFilter, AuditPage, AuditRow>({
    ids: (filter, page, on) => listAuditIds(on(db), dialect, filter, page),
    rowsById: (ids) => findAuditRows(db, ids),
    idOf: (row) => row.id,
    toItem: toAuditEntry,
    pageRows: (filter, page, on) => listAuditRows(on(db), dialect, filter, page),
    total: totals.of,
    knownTotal: totals.known,
    pagesWhileCounting: hasReadWorkers(db),
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
