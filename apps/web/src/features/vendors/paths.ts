import { isDbId } from '@seva/contract';

export const PENDING_APPROVAL_PATH = '/pendingapproval';

export function pendingApprovalViewPath(vendorId: number): string {
  return `/pendingapprovalview/${vendorId}`;
}

/** The vendor id of a URL segment, or null when it is not a database id (1 … 2^31-1). */
export function parseVendorId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return isDbId(id) ? id : null;
}
