/**
 * A small RFC 4180 reader for tests (no CSV parser is a dependency): fields separated by commas,
 * records by CRLF (or LF), a quoted field may hold commas, newlines and doubled quotes. A leading UTF-8
 * BOM is kept out of the first field; `bom` says whether there was one.
 */
export function parseCsv(text: string): {
  bom: boolean;
  header: string[];
  records: Record<string, string>[];
} {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && body[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...data] = rows;
  const records = data.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
  return { bom, header, records };
}
