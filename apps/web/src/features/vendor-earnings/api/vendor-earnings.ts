import type {
  LedgerAdjustmentBody,
  LedgerEntry,
  LedgerEntryResponse,
  VendorBalanceListResponse,
  VendorLedgerResponse,
} from '@seva/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';

/** docs/product/vendor-ledger.md: the balances list's path, also its CSV export's. */
export const VENDOR_BALANCES_API_PATH = '/admin/data/vendor-balances';
/** A vendor's ledger's path, also its CSV export's. */
export const vendorLedgerApiPath = (vendorId: number) => `/admin/data/vendors/${vendorId}/ledger`;

/** Every query of the screen: an adjustment makes them all stale. */
export const VENDOR_EARNINGS_KEY = ['vendor-earnings'] as const;

export interface VendorBalancesQuery {
  /** The vendor's name contains this; '' for all. */
  q: string;
  /** One vendor's figures (its ledger screen). */
  vendorId?: number;
  limit: number;
  offset: number;
}

export function getVendorBalances(query: VendorBalancesQuery): Promise<VendorBalanceListResponse> {
  const params = toQueryString({
    q: query.q,
    vendor_id: query.vendorId,
    limit: query.limit,
    offset: query.offset,
  });
  return api.get<VendorBalanceListResponse>(`${VENDOR_BALANCES_API_PATH}${params}`);
}

export function getVendorBalancesQueryOptions(query: VendorBalancesQuery) {
  return queryOptions({
    queryKey: [...VENDOR_EARNINGS_KEY, 'balances', query],
    queryFn: () => getVendorBalances(query),
  });
}

/** One page of GET vendor-balances; the previous page stays on screen while the next one loads. */
export function useVendorBalances(query: VendorBalancesQuery) {
  return useQuery({ ...getVendorBalancesQueryOptions(query), placeholderData: keepPreviousData });
}

export interface VendorLedgerQuery {
  vendorId: number;
  limit: number;
  offset: number;
}

export function getVendorLedger(query: VendorLedgerQuery): Promise<VendorLedgerResponse> {
  const params = toQueryString({ limit: query.limit, offset: query.offset });
  return api.get<VendorLedgerResponse>(`${vendorLedgerApiPath(query.vendorId)}${params}`);
}

export function getVendorLedgerQueryOptions(query: VendorLedgerQuery) {
  return queryOptions({
    queryKey: [...VENDOR_EARNINGS_KEY, 'ledger', query],
    queryFn: () => getVendorLedger(query),
  });
}

/** One page of a vendor's ledger, newest first. */
export function useVendorLedger(query: VendorLedgerQuery) {
  return useQuery({ ...getVendorLedgerQueryOptions(query), placeholderData: keepPreviousData });
}

export interface AdjustLedgerInput {
  vendorId: number;
  body: LedgerAdjustmentBody;
}

/** POST vendors/{vendorId}/ledger/adjustments (permission ledger.adjust): 201 the entry. */
export async function adjustLedger({ vendorId, body }: AdjustLedgerInput): Promise<LedgerEntry> {
  return (await api.post<LedgerEntryResponse>(`${vendorLedgerApiPath(vendorId)}/adjustments`, body)).data;
}

/** The balances and the ledger are fetched again once it lands. */
export function useAdjustLedger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustLedger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENDOR_EARNINGS_KEY }),
  });
}
