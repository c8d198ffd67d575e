import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

/** True when the list was asked for as CSV (`format=csv`). */
export function wantsCsv(request: FastifyRequest): boolean {
  return (request.query as { format?: string } | undefined)?.format === 'csv';
}

/** An export's columns and its rows, ready to send. */
export interface CsvRows {
  columns: string[];
  items: AsyncIterable<unknown>;
}

/** Waits for an export's rows (a failure to read them answers before anything is sent or recorded). */
export async function csvRows(csv: CsvExport): Promise<CsvRows> {
  const columns = columnsOf(csv.response);
  return { columns, items: await csv.items };
}

/**
 * Answers a list as a CSV download (docs/product/cockpit.md#csv-export): every matching row, whatever
 * limit and offset say, streamed, as `<list>-<date>.csv`. The routes call the audit module's sendCsv
 * (modules/audit/export-service.ts), which records the export before the first byte.
 */
export function sendCsvRows(reply: FastifyReply, list: string, rows: CsvRows, now: number): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(list, now)}"`)
    .send(csvStream(rows.items, rows.columns));
}
