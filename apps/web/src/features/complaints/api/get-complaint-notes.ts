import type { ComplaintNoteListResponse } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ComplaintKind } from '../complaint-view';
import { complaintNotesQueryKey, complaintPath } from './complaint-query';

/** GET /admin/data/complaints/{vendor|customer}/{id}/notes: notes, replies and resolutions, oldest first. */
export function getComplaintNotes(
  kind: ComplaintKind,
  id: number,
  signal?: AbortSignal,
): Promise<ComplaintNoteListResponse> {
  return api.get<ComplaintNoteListResponse>(`${complaintPath(kind, id)}/notes`, { signal });
}

export function getComplaintNotesQueryOptions(kind: ComplaintKind, id: number) {
  return queryOptions({
    queryKey: complaintNotesQueryKey(kind, id),
    queryFn: ({ signal }) => getComplaintNotes(kind, id, signal),
  });
}

export function useComplaintNotes(kind: ComplaintKind, id: number) {
  return useQuery(getComplaintNotesQueryOptions(kind, id));
}
