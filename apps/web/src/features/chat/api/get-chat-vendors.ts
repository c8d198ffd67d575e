import type { ChatVendor, ChatVendorListResponse } from '@seva/contract';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-response';
import { VENDOR_PAGE_SIZE } from '../texts';

interface ChatVendorPageParams {
  /** Case-insensitive contains on vendor_name or vendor_email. */
  q: string;
  limit: number;
  offset: number;
}

/** GET /chat/vendors: vendors who can chat, most recent conversation first, with the last message. */
export function getChatVendors(
  params: ChatVendorPageParams,
  signal?: AbortSignal,
): Promise<ChatVendorListResponse> {
  return api.get<ChatVendorListResponse>(`/chat/vendors${toQueryString({ ...params })}`, { signal });
}

export const chatVendorsKey = ['chat', 'vendors'] as const;

export type ChatVendorPages = InfiniteData<ChatVendorListResponse>;

/** The left pane: pages of VENDOR_PAGE_SIZE vendors matching `q`, the next loaded on demand. */
export function useChatVendors(q: string) {
  return useInfiniteQuery({
    queryKey: [...chatVendorsKey, q],
    queryFn: ({ pageParam, signal }) =>
      getChatVendors({ q, limit: VENDOR_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + last.data.length;
      return last.data.length > 0 && next < (last.total ?? 0) ? next : undefined;
    },
    // The list changes with every message: keep it fresh when the admin comes back to the screen.
    staleTime: 0,
  });
}

/** All loaded vendors, each once (a vendor moved to the top by a new message may reappear on a later page). */
export function flattenVendors(pages: ChatVendorPages | undefined): ChatVendor[] {
  const seen = new Set<number>();
  const vendors: ChatVendor[] = [];
  for (const page of pages?.pages ?? []) {
    for (const vendor of page.data) {
      if (seen.has(vendor.vendor_id)) continue;
      seen.add(vendor.vendor_id);
      vendors.push(vendor);
    }
  }
  return vendors;
}

interface LastMessage {
  vendor_id: number;
  room_id: number;
  message: string;
  sent_at: string;
}

/**
 * A new message in any room: its vendor shows it as the last message and moves to the top of every
 * loaded list. Returns false when the vendor is in no loaded list (the caller may refetch).
 */
export function showLastMessage(queryClient: QueryClient, last: LastMessage): boolean {
  let found = false;
  queryClient.setQueriesData<ChatVendorPages>({ queryKey: chatVendorsKey }, (data) => {
    const current = data?.pages.flatMap((page) => page.data).find((v) => v.vendor_id === last.vendor_id);
    if (!data || !current) return data;
    found = true;
    const updated: ChatVendor = {
      ...current,
      room_id: last.room_id,
      last_message: last.message,
      last_message_at: last.sent_at,
    };
    const pages = data.pages.map((page, index) => {
      const others = page.data.filter((vendor) => vendor.vendor_id !== last.vendor_id);
      return { ...page, data: index === 0 ? [updated, ...others] : others };
    });
    return { ...data, pages };
  });
  return found;
}

/** A vendor from any loaded list, by id. */
export function findLoadedVendor(queryClient: QueryClient, vendorId: number): ChatVendor | undefined {
  for (const [, data] of queryClient.getQueriesData<ChatVendorPages>({ queryKey: chatVendorsKey })) {
    const vendor = data?.pages.flatMap((page) => page.data).find((v) => v.vendor_id === vendorId);
    if (vendor) return vendor;
  }
  return undefined;
}
