import { type VendorMe, vendorAppStatus } from '@seva/contract';
import { toVendor, type VendorRow } from '../vendors/service';

/**
 * The vendor as its own app sees it (docs/product/partner-api.md#what-get-vendorme-shows): the admin
 * API's vendor (KYC numbers masked, trial_days) and its state.
 */
export function toVendorMe(row: VendorRow, now: Date): VendorMe {
  return { ...toVendor(row, now), status: vendorAppStatus(row) };
}
