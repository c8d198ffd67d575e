import { type InvoiceListResponse, type InvoiceSortField, invoiceSortFields } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { type ListSort, sortParam } from '@/lib/url-params';

/** The invoices list's path, also its CSV export's. */
export const INVOICES_API_PATH = '/admin/data/invoices';

/** Newest first (`-invoice_id`) unless a header asks otherwise. */
export const INVOICES_SORT = sortParam(invoiceSortFields, '-invoice_id');

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
};

export interface InvoicesQuery {
  /** The vendor's name or the number contains this (case-insensitive); '' for all. */
  q: string;
  limit: number;
  offset: number;
  sort: ListSort<InvoiceSortField>;
}

export function getInvoices(query: InvoicesQuery): Promise<InvoiceListResponse> {
  const params = toQueryString({ q: query.q, sort: query.sort, limit: query.limit, offset: query.offset });
  return api.get<InvoiceListResponse>(`${INVOICES_API_PATH}${params}`);
}

/** One page of GET /admin/data/invoices. */
export function getInvoicesQueryOptions(query: InvoicesQuery) {
  return queryOptions({ queryKey: [...invoiceKeys.lists(), query], queryFn: () => getInvoices(query) });
}

/** The previous page stays on screen while the next one loads. */
export function useInvoices(query: InvoicesQuery) {
  return useQuery({ ...getInvoicesQueryOptions(query), placeholderData: keepPreviousData });
}
