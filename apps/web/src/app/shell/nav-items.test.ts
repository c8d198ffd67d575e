import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

function activeEntries(pathname: string): string[] {
  return NAV_ITEMS.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);
}

describe('sidebar highlighting rules', () => {
  it.each([
    ['/managevendor', 'Manage Vendors'],
    ['/pendingapproval', 'Manage Vendors'],
    ['/pendingapprovalview/42', 'Manage Vendors'],
    ['/vendorpayments', 'Manage Vendors'],
    ['/servicecategory', 'Manage Vendors'],
    ['/addservicecategory', 'Manage Vendors'],
    ['/addsubservice', 'Manage Vendors'],
    ['/bookingdetails', 'Manage Vendors'],
    ['/blockedvendors', 'Manage Vendors'],
    ['/addvendor', 'Manage Vendors'],
    ['/messages', 'Messages'],
    ['/userdetails', 'User Details'],
    ['/userpaymentdetails', 'User Details'],
    ['/admincomplains', 'Complaints'],
    ['/subscriptions', 'Subscriptions'],
    ['/addsubscriptions', 'Subscriptions'],
    ['/ManageVendor/', 'Manage Vendors'],
  ])('%s highlights only %s', (pathname, label) => {
    expect(activeEntries(pathname)).toEqual([label]);
  });

  it('highlights nothing elsewhere', () => {
    expect(activeEntries('/setpricing')).toEqual([]);
    expect(activeEntries('/managevendors')).toEqual([]);
    expect(activeEntries('/nowhere')).toEqual([]);
  });
});
