import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ExportCsvButton } from './export-csv-button';

const CSV_HEAD = '\uFEFFvendor_id,vendor_name\r\n';
const CSV_ROW = '1,"Kumar, ""Raju"""\r\n';

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('ExportCsvButton', () => {
  let clicked: HTMLAnchorElement[];
  let blobs: Blob[];

  beforeEach(() => {
    startSession({ token: 'tok-123', admin: { id: 1, name: 'Asha' } });
    clicked = [];
    blobs = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:csv';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("downloads the screen's rows as CSV with the token, showing the bytes received meanwhile", async () => {
    const encoder = new TextEncoder();
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
      },
    });
    const requests = mockFetch({
      'GET /admin/data/vendors?view=trial&q=ra&is_blocked=0&sort=-vendor_id&format=csv': () =>
        new Response(body, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="vendors-2026-11-23.csv"',
          },
        }),
    });
    const { user } = renderWithProviders(
      <ExportCsvButton
        path="/admin/data/vendors"
        filters={{ view: 'trial', category: null, q: 'ra', is_blocked: 0, sort: '-vendor_id', limit: 50 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    push.enqueue(encoder.encode(CSV_HEAD));
    expect(await screen.findByRole('button', { name: /Exporting… \d+ B/ })).toBeDisabled();
    push.enqueue(encoder.encode(CSV_ROW));
    push.close();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();

    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('vendors-2026-11-23.csv');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await bytesOf(blobs[0]!));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV_HEAD + CSV_ROW);
  });

  it("shows the server's message when the export fails", async () => {
    mockFetch({
      'GET /admin/data/getcustomers?format=csv': () =>
        jsonResponse(400, { success: false, message: 'format must be json or csv' }),
    });
    const { user } = renderWithProviders(
      <ExportCsvButton path="/admin/data/getcustomers" filters={{ q: '' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('format must be json or csv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(clicked).toHaveLength(0);
  });
});
