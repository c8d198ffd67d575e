import type { Vendor } from '@seva/contract';
import { NOT_AVAILABLE } from '@/lib/format';

type ApprovalFlags = Pick<Vendor, 'is_approved' | 'is_rejected'>;

/**
 * docs/product/vendors.md#approval-states: Active (Approved) if is_approved, else Pending; rejected is a separate flag.
 * (The contract's vendorStatusLabel lives beside zod schemas, which the web must not bundle.)
 */
export function vendorStatusLabel(vendor: Pick<Vendor, 'is_approved'>): 'Active' | 'Pending' {
  return vendor.is_approved ? 'Active' : 'Pending';
}

/** The View More modal's wording of the same flag (docs/product/vendors.md#view-more). */
export function approvalLabel(vendor: Pick<Vendor, 'is_approved'>): 'Approved' | 'Pending' {
  return vendor.is_approved ? 'Approved' : 'Pending';
}

/** Whether a decision is still open: neither approved nor rejected. */
export function isPendingDecision(vendor: ApprovalFlags): boolean {
  return !vendor.is_approved && !vendor.is_rejected;
}

/** The decision state in one word, for badges and notices. */
export function decisionLabel(vendor: ApprovalFlags): 'Approved' | 'Rejected' | 'Pending' {
  if (vendor.is_approved) return 'Approved';
  if (vendor.is_rejected) return 'Rejected';
  return 'Pending';
}

/**
 * The Status column of the subscription views. A lapsed trial or plan is named for what it is,
 * not for the stored status word, so that UnSubscribed never shows a vendor as "Trial".
 */
export function subscriptionStatusLabel(
  vendor: Pick<Vendor, 'subscription_status' | 'subscription_expiry_date'>,
  now: Date = new Date(),
): string {
  const { subscription_status: status, subscription_expiry_date: expiry } = vendor;
  if (!status) return NOT_AVAILABLE;
  const expiresAt = expiry ? Date.parse(expiry) : Number.NaN;
  const running = !Number.isNaN(expiresAt) && expiresAt > now.getTime();
  switch (status) {
    case 'active':
      return running ? 'Active' : 'Expired';
    case 'trial':
      return running ? 'Trial' : 'Trial ended';
    case 'expired':
      return 'Expired';
  }
}

/** docs/product/vendors.md#views-and-columns: availability as 'service_start_time - service_end_time'; N/A when neither is known. */
export function availability(vendor: Pick<Vendor, 'service_start_time' | 'service_end_time'>): string {
  const start = vendor.service_start_time?.trim();
  const end = vendor.service_end_time?.trim();
  if (!start && !end) return NOT_AVAILABLE;
  return `${start || NOT_AVAILABLE} - ${end || NOT_AVAILABLE}`;
}
