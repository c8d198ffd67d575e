import { describe, expect, it } from 'vitest';
import { csvPath, fileNameOf } from './download-csv';
import { formatBytes } from './format';

describe('download-csv', () => {
  it("asks for the screen's filters as CSV, without paging", () => {
    expect(
      csvPath('/admin/data/vendors', { view: 'all', q: '', category: null, limit: 50, offset: 100 }),
    ).toBe('/admin/data/vendors?view=all&format=csv');
  });

  it("names the file as the server does, or 'export.csv'", () => {
    expect(fileNameOf('attachment; filename="pending-vendors-2026-11-23.csv"', 'x.csv')).toBe(
      'pending-vendors-2026-11-23.csv',
    );
    expect(fileNameOf(null, 'export.csv')).toBe('export.csv');
  });

  it('shows progress in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
