import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import classes from './row-actions.module.css';

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

/** Widths of the table's box (px) from which a table's row actions are buttons; below, its ⋮ menu. */
export type ButtonsFrom = 600 | 900 | 1200;

interface RowActionsProps {
  /** The accessible name of the ⋮ button, or of the group of buttons without one: 'Actions for {row}'. */
  label: string;
  actions: readonly RowAction[];
  /**
   * The table box's width from which the actions are buttons (below it, the ⋮ menu), or 'menu' for the ⋮
   * menu at every width (SPEC's menus of the Vendor List and Blocked Vendors).
   */
  buttonsFrom: ButtonsFrom | 'menu';
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
 * the table's box has room for them (`buttonsFrom`), else one ⋮ named 'Actions for {row}' whose menu
 * holds them with the same texts, so no button ever covers a data column. Both are drawn; CSS shows one
 * (row-actions.module.css).
 */
export function RowActions({ label, actions, buttonsFrom }: RowActionsProps) {
  const outside = actions.filter((action) => action.outside && action.onClick);
  const inside = actions.filter((action) => !action.outside);
  const buttons = inside.filter((action) => action.onClick);
  return (
    <Group
      gap={4}
      justify="flex-end"
      wrap="nowrap"
      className={classes.actions}
      data-buttons-from={buttonsFrom === 'menu' ? undefined : buttonsFrom}
    >
      {outside.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
      {buttonsFrom !== 'menu' && buttons.length > 0 ? (
        <Group gap="xs" wrap="nowrap" role="group" aria-label={label} className={classes.buttons}>
          {buttons.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </Group>
      ) : null}
      {inside.length > 0 ? (
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={label}
              className={buttonsFrom === 'menu' ? undefined : classes.menu}
            >
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {inside.map((action) => {
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
  /**
   * The width of the table's box (px) from which its columns and these buttons fit side by side (900 unless
   * told): below it the ⋮ menu. 'menu': the ⋮ menu at every width.
   */
  buttonsFrom?: ButtonsFrom | 'menu';
}

/** The Actions column of a table: the row's actions at the right edge, as buttons or in one ⋮ menu. */
export function actionsColumn<T>({
  rowName,
  actions,
  buttonsFrom = 900,
}: ActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: 'Actions',
    textAlign: 'right',
    render: (row) => (
      <RowActions label={`Actions for ${rowName(row)}`} actions={actions(row)} buttonsFrom={buttonsFrom} />
    ),
  };
}
