import type { Invoice } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { columnHeaders, rowMenuItem } from '@/test/table';
import { InvoicesPage } from './invoices-page';

const PAGE_1 = 'GET /admin/data/invoices?sort=-invoice_id&limit=50&offset=0';

function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoice_id: 7,
    invoice_number: 'SEVA/2026-27/000007',
    invoice_date: '2026-11-19',
    vendor_id: 83,
    vendor_name: 'Embranthiri Makeovers',
    plan: 'Business Half-Yearly',
    taxable_value: 846.62,
    cgst: 76.19,
    sgst: 76.19,
    igst: 0,
    total: 999,
    kind: 'invoice',
    ...overrides,
  };
}

describe('InvoicesPage', () => {
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    startSession({ token: 'tok-123', admin: { id: 1, name: 'Asha' } });
    letEmptyMediaQueryMatch();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the invoices and credit notes with their tax split in rupees', async () => {
    mockFetch({
      [PAGE_1]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            anInvoice({
              invoice_id: 8,
              invoice_number: 'SEVA/CN/2026-27/000001',
              kind: 'credit_note',
              total: 500,
            }),
            anInvoice(),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });

    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(columnHeaders(table)).toEqual([
      'Number',
      'Date',
      'Vendor and plan',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
      'Actions',
    ]);
    const row = (await within(table).findByText('SEVA/2026-27/000007')).closest('tr') as HTMLElement;
    for (const text of [
      '19 Nov 2026',
      'Embranthiri Makeovers',
      'Business Half-Yearly',
      '₹846.62',
      '₹999',
      '₹0',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getAllByText('₹76.19')).toHaveLength(2);
    const note = within(table).getByText('SEVA/CN/2026-27/000001').closest('tr') as HTMLElement;
    expect(within(note).getByText('Credit note')).toBeInTheDocument();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
  });

  it('downloads a PDF with the token under the name the server gives', async () => {
    const requests = mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [anInvoice()], total: 1 }),
      'GET /admin/data/invoices/7/pdf': () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="SEVA-2026-27-000007.pdf"',
          },
        }),
    });
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await user.click(await rowMenuItem(user, 'SEVA/2026-27/000007', 'Download PDF'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('SEVA-2026-27-000007.pdf');
    const pdfRequest = requests.find((r) => r.path.endsWith('/pdf'));
    expect(pdfRequest?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('searches on the server and says when nothing matches', async () => {
    mockFetch({
      [PAGE_1]: () => jsonResponse(200, { success: true, data: [anInvoice()], total: 1 }),
      'GET /admin/data/invoices?q=zzz&sort=-invoice_id&limit=50&offset=0': () =>
        jsonResponse(200, { success: true, data: [], total: 0 }),
    });
    const { user } = renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByText('SEVA/2026-27/000007');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by vendor name or invoice number' }),
      'zzz',
    );
    expect(await screen.findByText('No invoices match this search')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the invoices cannot be loaded', async () => {
    mockFetch({ [PAGE_1]: () => jsonResponse(500, { success: false, message: 'Database unavailable' }) });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
