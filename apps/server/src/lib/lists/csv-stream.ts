import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvRecord } from './csv-columns';
import { STREAM_BATCH_ROWS } from './streamed-list';

const BOM = '\uFEFF';

/**
 * RFC 4180 by csv-stringify: CRLF line ends, quotes around a field with a comma, a quote or a line end.
 * A lone LF or CR inside a field is quoted too: csv-stringify itself quotes only the record delimiter.
 * So is a field with a semicolon: a spreadsheet set to split on `;` would otherwise start a new cell
 * there, which could start with `=` (OWASP's CSV Injection rule; the cells themselves: csvCell).
 */
const OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n;]/ } as const;

/**
 * A list's items as CSV (docs/product/cockpit.md#csv-export): a UTF-8 BOM (Excel then reads Hindi and
 * Tamil names correctly), a header row of `columns`, one record per item. The items are pulled only as
 * fast as the client reads and encoded STREAM_BATCH_ROWS at a time (one csv-stringify call per batch,
 * not one stream transform per record), so memory stays flat and 100 000 rows stay cheap.
 */
export function csvStream(items: AsyncIterable<unknown>, columns: readonly string[]): Readable {
  async function* pieces(): AsyncGenerator<Buffer> {
    yield Buffer.from(BOM + stringify([[...columns]], OPTIONS));
    let batch: string[][] = [];
    for await (const item of items) {
      batch.push(csvRecord(item, columns));
      if (batch.length === STREAM_BATCH_ROWS) {
        yield Buffer.from(stringify(batch, OPTIONS));
        batch = [];
      }
    }
    if (batch.length > 0) yield Buffer.from(stringify(batch, OPTIONS));
  }
  return Readable.from(pieces(), { objectMode: false });
}
