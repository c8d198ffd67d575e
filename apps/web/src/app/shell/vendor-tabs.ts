/** The six shared tabs of the vendor screens (docs/product/shell-and-sign-in.md#vendor-tabs), in display order. */
export const VENDOR_TABS = [
  { label: 'Vendor List', path: '/managevendor' },
  { label: 'Pending Approval', path: '/pendingapproval' },
  { label: 'Vendor Payments', path: '/vendorpayments' },
  { label: 'Service Category', path: '/servicecategory' },
  { label: 'Booking Details', path: '/bookingdetails' },
  { label: 'Blocked Vendors', path: '/blockedvendors' },
] as const;

export type VendorTabPath = (typeof VENDOR_TABS)[number]['path'];

/** The tab whose screen is showing at `pathname` (a tab's own address or one under it), if any. */
export function activeVendorTab(pathname: string): VendorTabPath | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return VENDOR_TABS.find((tab) => tab.path === path || path.startsWith(`${tab.path}/`))?.path ?? null;
}
