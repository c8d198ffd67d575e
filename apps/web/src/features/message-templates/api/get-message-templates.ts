import type { MessageTemplate } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageTemplateKeys } from './message-template-keys';

/** GET /admin/message-templates: every event's template (fourteen rows, loaded whole). */
export async function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  const body = await api.get<{ data: MessageTemplate[] }>('/admin/message-templates', { signal });
  return body.data;
}

export const getMessageTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: messageTemplateKeys.list(),
    queryFn: ({ signal }) => getMessageTemplates(signal),
  });

export function useMessageTemplates() {
  return useQuery(getMessageTemplatesQueryOptions());
}
