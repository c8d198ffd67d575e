import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceRow } from './repository';

/**
 * One A4 page per invoice or credit note, in PDF's standard Helvetica (no font file to ship). Helvetica
 * writes only the Windows-1252 characters, so amounts read `Rs.` (not the rupee sign) and any other
 * character (a name in Devanagari, say) prints as `?` (docs/product/invoices.md#the-pdf).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);

/** WinAnsi's characters beyond Latin-1 (curly quotes, dashes, the euro sign…), which Helvetica writes too. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters Helvetica's WinAnsi encoding has: printable ASCII, Latin-1 and WIN_ANSI_EXTRA; the rest become `?`. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/gu, (c) =>
    c === '\n' || c === '\t' ? ' ' : WIN_ANSI_EXTRA.has(c) ? c : '?',
  );
}

/** Whole paise as `Rs. 1,23,456.78` (Indian grouping). */
export function rupeesText(paise: number): string {
  const whole = String(Math.floor(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${paise < 0 ? '-' : ''}Rs. ${rest ? `${rest},${last3}` : last3}.${fraction}`;
}

/** `1800` basis points → `18%`, `250` → `2.5%`. */
const percent = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/** `2026-12-01` → `01-12-2026`, as Indian invoices date. */
const dayText = (isoDate: string) => isoDate.split('-').reverse().join('-');

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(
    text: string,
    options: { x?: number; size?: number; bold?: boolean; right?: number; grey?: boolean } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const clean = printable(text);
    const x =
      options.right !== undefined
        ? options.right - font.widthOfTextAtSize(clean, size)
        : (options.x ?? MARGIN);
    this.page.drawText(clean, { x, y: this.y, size, font, color: options.grey ? GREY : undefined });
  }

  /** Lines of `text` no wider than `width`, broken at spaces. */
  wrap(text: string, width: number, size = 10): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines.slice(0, 4);
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
  }
}

/** The document of `row` (for a credit note, `original` is the invoice it credits). */
export async function renderInvoicePdf(row: InvoiceRow, original?: InvoiceRow): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const credit = row.kind === 'credit_note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  doc.setTitle(`${title} ${row.invoice_number}`);
  doc.setAuthor(printable(row.seller_name));
  doc.setCreationDate(new Date(row.issued_at));
  doc.setModificationDate(new Date(row.issued_at));
  const page = doc.addPage(A4);
  const w = new Writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const right = A4[0] - MARGIN;
  const half = A4[0] / 2;

  w.text(title.toUpperCase(), { size: 18, bold: true });
  w.text('Original for recipient', { right, grey: true, size: 9 });
  w.down(28);

  w.text(row.seller_name, { size: 12, bold: true });
  w.down(14);
  for (const line of w.wrap(row.seller_address, half - MARGIN)) {
    w.text(line);
    w.down(13);
  }
  w.text(`GSTIN: ${row.seller_gstin}`);
  w.down(13);
  w.text(`State: ${row.seller_state} (code ${row.seller_state_code})`);
  w.down(22);

  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', row.invoice_number],
    [credit ? 'Credit note date' : 'Invoice date', dayText(row.invoice_date)],
    ['Place of supply', `${row.vendor_state} (${row.vendor_state_code})`],
    ['Reverse charge', 'No'],
  ];
  if (credit && original) {
    facts.push(['Against invoice', `${original.invoice_number} dated ${dayText(original.invoice_date)}`]);
    if (row.reason) facts.push(['Reason', row.reason]);
  }
  for (const [label, value] of facts) {
    w.text(label, { grey: true });
    w.text(value, { x: MARGIN + 110, bold: true });
    w.down(14);
  }
  w.down(10);

  w.text('Billed to', { grey: true });
  w.down(14);
  w.text(row.vendor_name, { size: 12, bold: true });
  w.down(14);
  for (const line of w.wrap(row.vendor_address, A4[0] - 2 * MARGIN)) {
    w.text(line);
    w.down(13);
  }
  w.text(`GSTIN: ${row.vendor_gstin ?? 'Unregistered'}`);
  w.down(13);
  w.text(`State: ${row.vendor_state} (code ${row.vendor_state_code})`);
  w.down(26);

  const cols = { sac: 300, rate: 380 };
  w.rule();
  w.down(14);
  w.text('Description', { bold: true });
  w.text('SAC', { x: cols.sac, bold: true });
  w.text('Rate', { x: cols.rate, bold: true });
  w.text('Amount', { right, bold: true });
  w.down(8);
  w.rule();
  w.down(16);
  w.text(`Subscription plan: ${row.plan_name}`);
  w.text(row.sac_code, { x: cols.sac });
  w.text(rupeesText(row.taxable_paise), { right });
  w.down(14);
  w.text('Taxable value', { grey: true });
  w.text(rupeesText(row.taxable_paise), { right });
  w.down(14);
  const halfRate = percent(row.gst_rate_bp / 2);
  const taxes: [string, string, number][] =
    row.vendor_state_code === row.seller_state_code
      ? [
          ['CGST', halfRate, row.cgst_paise],
          ['SGST', halfRate, row.sgst_paise],
        ]
      : [['IGST', percent(row.gst_rate_bp), row.igst_paise]];
  for (const [name, rate, paise] of taxes) {
    w.text(name, { grey: true });
    w.text(rate, { x: cols.rate });
    w.text(rupeesText(paise), { right });
    w.down(14);
  }
  w.down(2);
  w.rule();
  w.down(16);
  w.text(credit ? 'Total credited (GST included)' : 'Total (GST included)', { bold: true, size: 11 });
  w.text(rupeesText(row.total_paise), { right, bold: true, size: 11 });
  w.down(8);
  w.rule();
  w.down(30);

  w.text('Amounts in Indian rupees (INR). This is a computer-generated document and needs no signature.', {
    grey: true,
    size: 8,
  });
  return doc.save({ useObjectStreams: false });
}
