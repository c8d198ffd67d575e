import {
  BookingMessages,
  busyInSlotReason,
  type CandidateReason,
  type CandidateRuleResult,
  type FixedCandidateReason,
  OUTSIDE_SLOT_HOURS,
} from '@seva/contract';

/** What the hard rules (docs/product/dispatch.md#hard-rules) read of a vendor. */
export interface VendorFlags {
  service_cat_id: number | null;
  is_approved: number;
  is_rejected: number;
  is_blocked: number;
  subscription_status: string | null;
  subscription_expiry_date: string | null;
}

/** A paid plan or the free trial that has not expired at `nowIso` (docs/product/vendors.md#subscription-states). */
export function hasActiveSubscription(
  vendor: Pick<VendorFlags, 'subscription_status' | 'subscription_expiry_date'>,
  nowIso: string,
): boolean {
  const { subscription_status: status, subscription_expiry_date: expiry } = vendor;
  return (status === 'trial' || status === 'active') && expiry !== null && expiry > nowIso;
}

/** Why `vendor` cannot take a booking of `serviceCatId` at `nowIso`, or null when it can (checked in this order). */
export function candidateReason(
  vendor: VendorFlags,
  serviceCatId: number,
  nowIso: string,
): FixedCandidateReason | null {
  if (vendor.is_blocked) return 'Blocked';
  if (vendor.is_rejected) return 'Rejected';
  if (!vendor.is_approved) return 'Not approved';
  if (vendor.service_cat_id !== serviceCatId) return 'Different service category';
  if (!hasActiveSubscription(vendor, nowIso)) return 'No active subscription';
  return null;
}

/**
 * What the slot's hard rules read for a booking with a slot (docs/product/dispatch.md#hard-rules): whether
 * the vendor's service hours cover the slot (coversSlot, slots.ts) and the open booking it already holds
 * overlapping the slot, if any (busyVendors, slots.ts).
 */
export interface SlotFacts {
  covers: boolean;
  busyWith: number | undefined;
}

/** Why a vendor passing the other hard rules cannot take the slot, or null when it can (hours, then conflict). */
export function slotReason(slot: SlotFacts): CandidateReason | null {
  if (!slot.covers) return OUTSIDE_SLOT_HOURS;
  if (slot.busyWith !== undefined) return busyInSlotReason(slot.busyWith);
  return null;
}

/** The `conflict` hard rule's verdict (only for a booking with a slot). */
export function conflictResult(slot: SlotFacts): CandidateRuleResult {
  return slot.busyWith === undefined
    ? { code: 'conflict', ok: true, text: 'Free in the slot' }
    : { code: 'conflict', ok: false, text: busyInSlotReason(slot.busyWith) };
}

const day = (iso: string) => iso.slice(0, 10);

/** Each hard rule's verdict, in candidateHardRules order (packages/contract/src/candidate-vendors.ts). */
export function hardRuleResults(
  vendor: VendorFlags,
  serviceCatId: number,
  nowIso: string,
): CandidateRuleResult[] {
  const subscribed = hasActiveSubscription(vendor, nowIso);
  const plan = vendor.subscription_status === 'trial' ? 'Trial' : 'Subscription';
  return [
    vendor.service_cat_id === serviceCatId
      ? { code: 'category', ok: true, text: 'Same service category' }
      : { code: 'category', ok: false, text: 'Different service category' },
    vendor.is_approved
      ? { code: 'approved', ok: true, text: 'Approved' }
      : { code: 'approved', ok: false, text: 'Not approved' },
    vendor.is_blocked
      ? { code: 'not_blocked', ok: false, text: 'Blocked' }
      : { code: 'not_blocked', ok: true, text: 'Not blocked' },
    vendor.is_rejected
      ? { code: 'not_rejected', ok: false, text: 'Rejected' }
      : { code: 'not_rejected', ok: true, text: 'Not rejected' },
    subscribed
      ? {
          code: 'subscription',
          ok: true,
          text: `${plan} active until ${day(vendor.subscription_expiry_date ?? '')}`,
        }
      : { code: 'subscription', ok: false, text: 'No active subscription' },
  ];
}

export const REFUSALS: Record<FixedCandidateReason, string> = {
  Blocked: BookingMessages.vendorBlocked,
  Rejected: BookingMessages.vendorRejected,
  'Not approved': BookingMessages.vendorNotApproved,
  'Different service category': BookingMessages.vendorOtherCategory,
  'No active subscription': BookingMessages.vendorNoSubscription,
};
