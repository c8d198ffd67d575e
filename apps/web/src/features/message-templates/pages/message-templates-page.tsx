import { Paper, Stack, Text } from '@mantine/core';
import type { MessageTemplate } from '@seva/contract';
import { useCallback, useState } from 'react';
import { ListHeader, ListTitle } from '@/components/list-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useMessageTemplates } from '../api/get-message-templates';
import { TemplateEditor } from '../components/template-editor';
import { TemplatesTable } from '../components/templates-table';
import { TemplateTexts } from '../texts';

/**
 * /message-templates (docs/product/message-templates-screen.md): the template of each event that tells a
 * vendor or customer something, and its editor with a live preview. For members with `messages.manage`.
 */
export function MessageTemplatesPage() {
  const templates = useMessageTemplates();
  const [editingKey, setEditingKey] = useState<MessageTemplate['key'] | null>(null);
  // The editor shows the template as the list has it now (after a save, the server's answer).
  const editing = templates.data?.find((t) => t.key === editingKey) ?? null;
  const onEdit = useCallback((template: MessageTemplate) => setEditingKey(template.key), []);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="message-templates-heading">
      <Stack gap="md">
        <ListHeader>
          <ListTitle
            title={TemplateTexts.title}
            headingId="message-templates-heading"
            summary={templates.data ? TemplateTexts.summary(templates.data.length) : undefined}
          />
        </ListHeader>
        <Text size="sm" c="dimmed">
          {TemplateTexts.intro}
        </Text>
        {templates.isError ? (
          <QueryErrorAlert
            error={templates.error}
            title={TemplateTexts.loadFailed}
            onRetry={() => templates.refetch()}
          />
        ) : (
          <TemplatesTable
            records={templates.data ?? []}
            fetching={templates.isFetching}
            emptyText={templates.isPending ? TemplateTexts.loading : TemplateTexts.empty}
            onEdit={onEdit}
          />
        )}
      </Stack>
      <TemplateEditor template={editing} onClose={() => setEditingKey(null)} />
    </Paper>
  );
}
