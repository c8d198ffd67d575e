import { type VendorView, vendorSortFields } from '@seva/contract';
import { describe, expect, it, vi } from 'vitest';
import { VENDOR_VIEW_OPTIONS, vendorColumns } from './vendor-columns';

const handlers = { onOpenDetails: vi.fn(), onOpenActions: vi.fn() };
const titles = (view: VendorView) => vendorColumns(view, handlers).map((column) => column.title);

describe('Vendor List columns', () => {
  it('offers the four views in order', () => {
    expect(VENDOR_VIEW_OPTIONS.map((o) => o.label)).toEqual([
      'All Vendors',
      'Subscribed',
      'UnSubscribed',
      'Trial User',
    ]);
  });

  it.each([
    ['all', ['Name', 'Email', 'Phone Number', 'Category', 'Status', 'Business Name', 'Actions']],
    ['subscribed', ['Name', 'Price', 'Plan Name', 'Renewal Date', 'Payment Date', 'Payment ID']],
    ['unsubscribed', ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status']],
    ['trial', ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status', 'Trial Days']],
  ] as const)('%s shows exactly %j', (view, expected) => {
    expect(titles(view)).toEqual(expected);
  });

  it('has unique accessors in every view', () => {
    for (const { value } of VENDOR_VIEW_OPTIONS) {
      const accessors = vendorColumns(value, handlers).map((c) => String(c.accessor));
      expect(new Set(accessors).size).toBe(accessors.length);
    }
  });

  it('sorts every column but Actions on the server, by a vendor sort field', () => {
    for (const { value } of VENDOR_VIEW_OPTIONS) {
      for (const column of vendorColumns(value, handlers).filter((c) => c.title !== 'Actions')) {
        expect(column.sortable, `${value} ${column.title}`).toBe(true);
        expect(vendorSortFields).toContain(column.sortKey ?? column.accessor);
      }
    }
  });
});
