import { Anchor, Stack, Text } from '@mantine/core';
import type { MessageTemplate } from '@seva/contract';
import { IconPencil } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { actionsColumn } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { statusColumn } from '@/components/status-column';
import { formatDateTime } from '@/lib/format';
import { CHANNEL_WORDS, ENABLED_COLORS, ENABLED_WORDS, RECIPIENT_WORDS, TemplateTexts } from '../texts';

interface TemplatesTableProps {
  records: MessageTemplate[];
  fetching: boolean;
  emptyText: string;
  onEdit: (template: MessageTemplate) => void;
}

/**
 * docs/product/message-templates-screen.md: each event's template by its label and key, who receives it,
 * the channel (and when it goes by SMS instead), enabled or not, and the last edit, by whom and when.
 */
export function TemplatesTable({ records, fetching, emptyText, onEdit }: TemplatesTableProps) {
  const columns = useMemo<DataTableColumn<MessageTemplate>[]>(
    () => [
      {
        accessor: 'label',
        title: 'Template',
        render: (t) => (
          <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={() => onEdit(t)}>
            {t.label}
          </Anchor>
        ),
      },
      {
        accessor: 'key',
        title: 'Key',
        render: (t) => (
          <Text size="sm" ff="monospace">
            {t.key}
          </Text>
        ),
      },
      { accessor: 'recipient', title: 'Sent to', render: (t) => RECIPIENT_WORDS[t.recipient] },
      {
        accessor: 'channel',
        title: 'Channel',
        render: (t) => (
          <Stack gap={0}>
            <Text size="sm">{CHANNEL_WORDS[t.channel]}</Text>
            {t.sends_by === t.channel ? null : (
              <Text size="xs" c="orange">
                {TemplateTexts.goesBySms}
              </Text>
            )}
          </Stack>
        ),
      },
      statusColumn<MessageTemplate>(
        {
          accessor: 'enabled',
          title: 'Enabled',
          render: (t) => {
            const state = t.enabled ? 'on' : 'off';
            return <StatusBadge color={ENABLED_COLORS[state]}>{ENABLED_WORDS[state]}</StatusBadge>;
          },
        },
        Object.values(ENABLED_WORDS),
      ),
      {
        accessor: 'updated_at',
        title: 'Last edit',
        render: (t) =>
          t.updated_at === null ? (
            <Text size="sm" c="dimmed">
              {TemplateTexts.defaultText}
            </Text>
          ) : (
            TemplateTexts.lastEdit(t.updated_by_name, formatDateTime(t.updated_at, { zone: true }))
          ),
      },
      actionsColumn<MessageTemplate>({
        rowName: (t) => t.label,
        buttonsFrom: 600,
        actions: (t) => [
          { label: TemplateTexts.edit, icon: <IconPencil size={14} aria-hidden />, onClick: () => onEdit(t) },
        ],
      }),
    ],
    [onEdit],
  );

  return (
    <DataTable<MessageTemplate>
      aria-label={TemplateTexts.table}
      idAccessor="key"
      records={records}
      fetching={fetching}
      noRecordsText={emptyText}
      columns={columns}
    />
  );
}
