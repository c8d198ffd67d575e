import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { createContext, type ReactNode, useContext } from 'react';

/** One thing a row lets the admin do: a button of the row, or an item of its ⋮ menu. */
export interface RowAction {
  /** The product's button text, e.g. 'Assign Vendor', 'Unblock Vendor', 'Edit'. */
  label: string;
  /** Without one the action only closes the menu (SPEC's `Cancel` item) and is not drawn as a button. */
  onClick?: () => void;
  icon?: ReactNode;
  /** A destructive action's colour ('red'). */
  color?: string;
  /** Why the action cannot be taken now: the button or item is disabled and says so as its title. */
  disabledReason?: string | null;
  /** Disabled without a reason of its own (the title may still explain). */
  disabled?: boolean;
  title?: string;
  /** Always a button beside the ⋮, never an item in it (the Vendor List's and Blocked Vendors' `View details`). */
  outside?: boolean;
}

/**
 * How the tables draw their row actions now: as buttons while every column fits, or in the ⋮ menu once
 * they would push the table wider than its box. The house DataTable measures and provides it.
 */
export type RowActionsLayout = 'buttons' | 'menu';
export const RowActionsLayoutContext = createContext<RowActionsLayout>('buttons');

interface RowActionsProps {
  /** The accessible name of the ⋮ button, or of the group of buttons without one: 'Actions for {row}'. */
  label: string;
  actions: readonly RowAction[];
  /** 'always': the ⋮ menu whatever the width (SPEC's menus of the Vendor List and Blocked Vendors). */
  menu: 'always' | 'when-no-room';
}

const reasonOf = (action: RowAction) => action.disabledReason ?? null;
const isDisabled = (action: RowAction) => action.disabled === true || reasonOf(action) !== null;

function ActionButton({ action }: { action: RowAction }) {
  const reason = reasonOf(action);
  // Beside the ⋮ an action with an icon is that icon alone, as narrow as the ⋮, named and titled by its text.
  if (action.outside && action.icon)
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={action.label}
        title={reason ?? action.title ?? action.label}
        onClick={action.onClick}
        disabled={isDisabled(action)}
      >
        {action.icon}
      </ActionIcon>
    );
  return (
    <Button
      size="xs"
      variant={action.color ? 'subtle' : 'light'}
      color={action.color}
      leftSection={action.icon}
      onClick={action.onClick}
      disabled={isDisabled(action)}
      title={reason ?? action.title}
    >
      {action.label}
    </Button>
  );
}

/**
 * The row actions of every table (docs/product/README.md#tables-and-cards): the product's buttons while
 * the table has room for them, else one ⋮ named 'Actions for {row}' whose menu holds them with the same
 * texts, so no button ever covers a data column.
 */
export function RowActions({ label, actions, menu }: RowActionsProps) {
  const layout = useContext(RowActionsLayoutContext);
  const inMenu = menu === 'always' || layout === 'menu';
  const buttons = actions.filter((action) => action.onClick && (!inMenu || action.outside));
  const items = inMenu ? actions.filter((action) => !action.outside) : [];
  // Without a ⋮ to name the row's actions, their group carries the name.
  const group = items.length === 0 ? { role: 'group', 'aria-label': label } : {};
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap" {...group}>
      {buttons.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
      {items.length > 0 ? (
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={label}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {items.map((action) => {
              const reason = reasonOf(action);
              return (
                <Menu.Item
                  key={action.label}
                  leftSection={action.icon}
                  color={action.color}
                  onClick={action.onClick}
                  disabled={isDisabled(action)}
                  title={reason ?? action.title}
                >
                  {action.label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

interface ActionsColumnOptions<T> {
  /** How the ⋮ button names its row: 'Actions for {name}'. */
  rowName: (row: T) => string;
  actions: (row: T) => readonly RowAction[];
  /** 'when-no-room' (the default): buttons while the table fits its box, the ⋮ menu once it would not. */
  menu?: 'always' | 'when-no-room';
}

/** The Actions column of a table: the row's actions at the right edge, as buttons or in one ⋮ menu. */
export function actionsColumn<T>({
  rowName,
  actions,
  menu = 'when-no-room',
}: ActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'right',
    render: (row) => <RowActions label={`Actions for ${rowName(row)}`} actions={actions(row)} menu={menu} />,
  };
}
