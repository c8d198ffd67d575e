import type { MessageEventKey, MessageTemplate, UpdateMessageTemplateBody } from '@seva/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageTemplateKeys } from './message-template-keys';

export interface UpdateMessageTemplateInput {
  key: MessageEventKey;
  body: UpdateMessageTemplateBody;
}

/** PUT /admin/message-templates/{key}: the fields changed; the answer is the template as it now sends. */
export async function updateMessageTemplate({
  key,
  body,
}: UpdateMessageTemplateInput): Promise<MessageTemplate> {
  const response = await api.put<{ data: MessageTemplate }>(
    `/admin/message-templates/${encodeURIComponent(key)}`,
    body,
  );
  return response.data;
}

/** A saved edit reloads the list. */
export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTemplateKeys.list() }),
  });
}
