import type { ComplaintKind } from '../complaint-view';

/** The server-side page and search the complaint lists are asked for (docs/product/api.md#complaints). */
export interface ComplaintListParams {
  /** Case-insensitive contains on the vendor's or customer's name; blank lists everything. */
  q: string;
  limit: number;
  offset: number;
}

export function complaintsQueryKey(kind: ComplaintKind, params: ComplaintListParams) {
  return ['complaints', kind, params] as const;
}
