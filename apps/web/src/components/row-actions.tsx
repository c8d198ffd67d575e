import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';

/** One thing a row lets the admin do: a menu item of the row's ⋮ menu. */
export interface RowAction {
  /** The product's button text, e.g. 'Assign Vendor', 'Unblock Vendor', 'Edit'. */
  label: string;
  onClick?: () => void;
  icon?: ReactNode;
  /** A destructive action's colour ('red'). */
  color?: string;
  /** Why the action cannot be taken now: the item is disabled and says so as its title. */
  disabledReason?: string | null;
  /** Disabled without a reason of its own (the title may still explain). */
  disabled?: boolean;
  title?: string;
}

interface RowActionsMenuProps {
  /** The accessible name of the ⋮ button, naming the row: 'Actions for {row}'. */
  label: string;
  actions: readonly RowAction[];
}

/**
 * The one row-actions control of every table with more than one action a row
 * (docs/product/README.md#tables-and-cards): a ⋮ icon named 'Actions for {row}' that opens a menu of the
 * row's actions, their texts the product's button texts. One small icon a row, so the data columns keep
 * the table's width at any screen size, and a card shows the same menu.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const reason = action.disabledReason ?? null;
          return (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              onClick={action.onClick}
              disabled={action.disabled === true || reason !== null}
              title={reason ?? action.title}
            >
              {action.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

interface ActionsColumnOptions<T> {
  /** How the ⋮ button names its row: 'Actions for {name}'. */
  rowName: (row: T) => string;
  actions: (row: T) => readonly RowAction[];
}

/** The Actions column of a table with several actions a row: one ⋮ menu a row, at the right edge. */
export function actionsColumn<T>({ rowName, actions }: ActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'right',
    width: 80,
    render: (row) => <RowActionsMenu label={`Actions for ${rowName(row)}`} actions={actions(row)} />,
  };
}
