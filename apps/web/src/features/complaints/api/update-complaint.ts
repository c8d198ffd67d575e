import type { CustomerComplaint, UpdateComplaintBody, VendorComplaint } from '@seva/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getEntityTimelineQueryOptions } from '@/api/get-entity-timeline';
import { api } from '@/lib/api-client';
import type { ComplaintPage } from '../complaint-view';
import {
  type ComplaintKind,
  type ComplaintView,
  complaintAuditEntity,
  fromCustomerComplaint,
  fromVendorComplaint,
} from '../complaint-view';
import { COMPLAINTS_KEY, complaintPath } from './complaint-query';

export interface UpdateComplaintInput {
  kind: ComplaintKind;
  id: number;
  body: UpdateComplaintBody;
}

/**
 * PUT /admin/data/complaints/{vendor|customer}/{id}: a move, an assignee or a note. The server refuses a
 * move complaintMoves does not allow (or that lost to someone else's) with 409 and a message.
 */
export async function updateComplaint({ kind, id, body }: UpdateComplaintInput): Promise<ComplaintView> {
  if (kind === 'vendor') {
    const response = await api.put<{ data: VendorComplaint }>(complaintPath(kind, id), body);
    return fromVendorComplaint(response.data);
  }
  const response = await api.put<{ data: CustomerComplaint }>(complaintPath(kind, id), body);
  return fromCustomerComplaint(response.data);
}

/**
 * Refreshes what a change to one complaint shows: the lists, its notes and its audit history. Also after
 * a refusal, which usually means the complaint changed meanwhile.
 */
export function useRefreshComplaint() {
  const queryClient = useQueryClient();
  return (kind: ComplaintKind, id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
      queryClient.invalidateQueries({
        queryKey: getEntityTimelineQueryOptions(complaintAuditEntity(kind), id).queryKey,
      }),
    ]);
}

/** Puts the server's answer in every loaded page of its kind at once, so no list or detail shows the old state meanwhile. */
export function showChanged(queryClient: QueryClient, changed: ComplaintView): void {
  queryClient.setQueriesData<ComplaintPage>({ queryKey: [...COMPLAINTS_KEY, changed.kind] }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === changed.id ? changed : item)) } : page,
  );
}

export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  const refresh = useRefreshComplaint();
  return useMutation({
    mutationFn: updateComplaint,
    onSuccess: (changed) => showChanged(queryClient, changed),
    onSettled: (_complaint, _error, { kind, id }) => refresh(kind, id),
  });
}
