import type { ComplaintStatus } from '@seva/contract';
import type { ComplaintKind } from '../complaint-view';

/** The server-side page, search and filters the complaint lists are asked for (docs/product/api.md#complaints). */
export interface ComplaintListParams {
  /** Case-insensitive contains on the vendor's or customer's name; blank lists everything. */
  q: string;
  limit: number;
  offset: number;
  /** One state only; every state when absent. */
  status?: ComplaintStatus;
  /** `-age` oldest first; newest first when absent. */
  sort?: '-age';
}

/** Every complaint query (lists and notes): what a change to a complaint refreshes. */
export const COMPLAINTS_KEY = ['complaints'] as const;

export function complaintsQueryKey(kind: ComplaintKind, params: ComplaintListParams) {
  return [...COMPLAINTS_KEY, kind, params] as const;
}

export function complaintNotesQueryKey(kind: ComplaintKind, id: number) {
  return [...COMPLAINTS_KEY, 'notes', kind, id] as const;
}

/** The path of one complaint under /admin/data (its changes, notes and reply). */
export function complaintPath(kind: ComplaintKind, id: number): string {
  return `/admin/data/complaints/${kind}/${id}`;
}
