import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { csvRecord } from './csv-columns';

/**
 * A list's items as CSV (docs/product/cockpit.md#csv-export): a UTF-8 BOM (Excel then reads Hindi and
 * Tamil names correctly), a header row of `columns`, one record per item, RFC 4180 quoting and CRLF line
 * ends by csv-stringify. The items are pulled only as fast as the client reads, so memory stays flat.
 */
export function csvStream(items: AsyncIterable<unknown>, columns: readonly string[]): Readable {
  async function* records(): AsyncGenerator<string[]> {
    for await (const item of items) yield csvRecord(item, columns);
  }
  // A lone LF or CR inside a field is quoted too: csv-stringify quotes only the record delimiter (CRLF).
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  // A failed read ends the download early (headers are already sent), and is logged by the caller's stream.
  return pipeline(Readable.from(records()), csv, () => {});
}
