import { Code, Table, Text } from '@mantine/core';
import type { AuditChange } from '@seva/contract';

/** A changed value as text: strings as they are, the rest as JSON; none as an em dash. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an audited change changed, before and after (KYC numbers as stored: masked). */
export function AuditChanges({ changes, label }: { changes: AuditChange[]; label: string }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No field changes recorded
      </Text>
    );
  }
  return (
    <Table aria-label={label} withTableBorder striped fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.field}</Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {valueText(change.before)}
              </Code>
            </Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {valueText(change.after)}
              </Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
