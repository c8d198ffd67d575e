import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CsvExport, csvRows, sendCsvRows } from '../../lib/lists/csv-export';
import type { ServiceDeps } from '../../lib/service-deps';
import { auditActor } from './actor';
import { writeAudit } from './repository';

/** The query an export records in its audit row: what chose the rows (paging and format left out). */
function filtersOf(query: unknown): Record<string, unknown> {
  const {
    format: _format,
    limit: _limit,
    offset: _offset,
    ...filters
  } = (query ?? {}) as Record<string, unknown>;
  return filters;
}

/**
 * Answers a list as a CSV download (docs/product/cockpit.md#csv-export, lib/lists/csv-export.ts); the
 * export is an admin action, so its audit row (`<list>.exported`, entity `export`, the filters in
 * `after`) is written once the rows are ready, before the first byte.
 */
export async function sendCsv(
  deps: ServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport,
): Promise<FastifyReply> {
  const rows = await csvRows(csv);
  await writeAudit(deps.db, {
    ...auditActor(request),
    action: `${csv.list}.exported`,
    entity: 'export',
    after: filtersOf(request.query),
  });
  return sendCsvRows(reply, csv.list, rows, deps.clock());
}
