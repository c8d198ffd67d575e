import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';

interface ViewIconButtonProps {
  /** The tooltip, e.g. 'View payment'. */
  tooltip: string;
  /** The accessible name, which names the row, e.g. 'View payment 440740000034'. */
  label: string;
  onClick: () => void;
}

/** The eye icon of a table row that opens the row's details, with a tooltip. */
export function ViewIconButton({ tooltip, label, onClick }: ViewIconButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

interface ViewColumnOptions<T> {
  tooltip: string;
  /** The accessible name of a row's icon. */
  label: (row: T) => string;
  onView: (row: T) => void;
}

/** The Actions column of a list whose only action is to open a row's details: one centred eye icon a row. */
export function viewColumn<T>({ tooltip, label, onView }: ViewColumnOptions<T>): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'center',
    render: (row) => <ViewIconButton tooltip={tooltip} label={label(row)} onClick={() => onView(row)} />,
  };
}
