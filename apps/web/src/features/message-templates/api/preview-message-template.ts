import type { MessageEventKey, MessagePreview } from '@seva/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageTemplateKeys } from './message-template-keys';

/** POST /admin/message-templates/{key}/preview: `text` rendered for the event's sample, with its SMS length. */
export async function previewMessageTemplate(
  key: MessageEventKey,
  text: string,
  signal?: AbortSignal,
): Promise<MessagePreview> {
  const response = await api.post<{ data: MessagePreview }>(
    `/admin/message-templates/${encodeURIComponent(key)}/preview`,
    { text },
    { signal },
  );
  return response.data;
}

/** It changes nothing, so it is asked as a query: one per (debounced) draft, kept while the next one loads. */
export const getMessagePreviewQueryOptions = (key: MessageEventKey, text: string) =>
  queryOptions({
    queryKey: messageTemplateKeys.preview(key, text),
    queryFn: ({ signal }) => previewMessageTemplate(key, text, signal),
    retry: false,
  });

export function useMessagePreview(key: MessageEventKey, text: string) {
  return useQuery({
    ...getMessagePreviewQueryOptions(key, text),
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
