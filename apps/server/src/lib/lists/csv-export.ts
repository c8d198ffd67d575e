import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditActor } from '../../modules/audit/actor';
import { writeAudit } from '../../modules/audit/repository';
import type { ServiceDeps } from '../service-deps';
import { csvColumns, listItemSchema } from './csv-columns';
import { csvStream } from './csv-stream';

/** One export: the list's stable name (the file name and the audit action), its response schema, its items. */
export interface CsvExport {
  /** e.g. `vendors`, `pending-vendors`, `customer-payments` (docs/product/cockpit.md#csv-export). */
  list: string;
  /** The JSON list's response schema: the columns are its item's fields. */
  response: z.ZodType;
  items: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>;
}

const columnsBySchema = new WeakMap<z.ZodType, string[]>();

function columnsOf(response: z.ZodType): string[] {
  let columns = columnsBySchema.get(response);
  if (!columns) {
    columns = csvColumns(listItemSchema(response));
    columnsBySchema.set(response, columns);
  }
  return columns;
}

const kolkataDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `<list>-<YYYY-MM-DD>.csv`, the date in Asia/Kolkata. */
export function exportFileName(list: string, now: number): string {
  return `${list}-${kolkataDate.format(new Date(now))}.csv`;
}

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

/** True when the list was asked for as CSV (`format=csv`). */
export function wantsCsv(request: FastifyRequest): boolean {
  return (request.query as { format?: string } | undefined)?.format === 'csv';
}

/**
 * Answers a list as a CSV download (docs/product/cockpit.md#csv-export): every matching row, whatever
 * limit and offset say, streamed; the export is an admin action, so its audit row (`<list>.exported`,
 * entity `export`, the filters in `after`) is written before the first byte.
 */
export async function sendCsv(
  deps: ServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  csv: CsvExport,
): Promise<FastifyReply> {
  const columns = columnsOf(csv.response);
  const items = await csv.items;
  await writeAudit(deps.db, {
    ...auditActor(request),
    action: `${csv.list}.exported`,
    entity: 'export',
    after: filtersOf(request.query),
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(csv.list, deps.clock())}"`)
    .send(csvStream(items, columns));
}
