import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOr } from '@/lib/api-error';
import type { ListFilters } from '@/lib/download-csv';
import { formatBytes } from '@/lib/format';
import { usePermission } from './can';

export const ExportCsvTexts = {
  label: 'Export CSV',
  exporting: (bytes: number) => `Exporting… ${formatBytes(bytes)}`,
  failed: 'Could not export the list.',
} as const;

interface ExportCsvButtonProps {
  /** The list's API path, e.g. `/admin/data/vendors`. */
  path: string;
  /** What the screen shows: its search, sort, view and filters (limit and offset are dropped). */
  filters: ListFilters;
  /** The button's text: `Export CSV` unless the screen words it (`Export selected`). */
  label?: string;
  size?: 'sm' | 'compact-sm';
}

/**
 * `Export CSV` on a list screen (docs/product/cockpit.md#csv-export): every row matching what the screen
 * shows, downloaded with the admin's token; while it downloads, the button shows the bytes received.
 * Shown only to a member whose role has `reports.export` (docs/product/team.md#what-the-web-shows).
 */
export function ExportCsvButton({
  path,
  filters,
  label = ExportCsvTexts.label,
  size = 'sm',
}: ExportCsvButtonProps) {
  const [bytes, setBytes] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = usePermission('reports.export');

  async function exportCsv() {
    setError(null);
    setBytes(0);
    try {
      // Loaded on the first export: it is no part of the list screens' first render.
      const { downloadCsv } = await import('@/lib/download-csv');
      await downloadCsv(path, filters, { onProgress: setBytes });
    } catch (failure) {
      setError(messageOr(failure, ExportCsvTexts.failed));
    } finally {
      setBytes(null);
    }
  }

  if (!allowed) return null;
  const busy = bytes !== null;
  return (
    <Stack gap={2} align="flex-end">
      <Button
        variant="default"
        size={size}
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={exportCsv}
        loading={busy && bytes === 0}
        disabled={busy}
        aria-busy={busy}
      >
        {busy && bytes > 0 ? ExportCsvTexts.exporting(bytes) : label}
      </Button>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
