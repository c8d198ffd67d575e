import type { ComplaintReplyBody, CustomerComplaint } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ComplaintView, fromCustomerComplaint } from '../complaint-view';
import { complaintPath } from './complaint-query';
import { showChanged, useRefreshComplaint } from './update-complaint';

export interface CustomerReplyInput {
  id: number;
  body: ComplaintReplyBody;
}

/**
 * POST /admin/data/complaints/customer/{id}/reply: an SMS to the customer, kept as the complaint's reply
 * note; an open complaint moves to in progress. Answers the complaint as it now is.
 */
export async function replyToCustomer({ id, body }: CustomerReplyInput): Promise<ComplaintView> {
  const response = await api.post<{ data: CustomerComplaint }>(
    `${complaintPath('customer', id)}/reply`,
    body,
  );
  return fromCustomerComplaint(response.data);
}

export function useReplyToCustomer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshComplaint();
  return useMutation({
    mutationFn: replyToCustomer,
    onSuccess: (changed) => showChanged(queryClient, changed),
    onSettled: (_complaint, _error, { id }) => refresh('customer', id),
  });
}
