/** Query keys of the vendor screens; invalidating `vendorKeys.all` refreshes every vendor list and detail. */
export const vendorKeys = {
  all: ['vendors'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (params: object) => [...vendorKeys.lists(), params] as const,
  pendingLists: () => [...vendorKeys.all, 'pending'] as const,
  pending: (params: object) => [...vendorKeys.pendingLists(), params] as const,
  blockedLists: () => [...vendorKeys.all, 'blocked'] as const,
  blocked: (params: object) => [...vendorKeys.blockedLists(), params] as const,
  detail: (vendorId: number) => [...vendorKeys.all, 'detail', vendorId] as const,
  /** The mutation key of a decision, so any component can see which decisions are being saved. */
  decision: () => [...vendorKeys.all, 'decision'] as const,
};
