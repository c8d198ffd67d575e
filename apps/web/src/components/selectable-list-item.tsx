import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './selectable-list-item.module.css';

interface SelectableListItemProps {
  selected: boolean;
  onSelect: () => void;
  /** The feature's own layout of the row's content (flex direction, gaps). */
  className?: string;
  children: ReactNode;
  /** A control beside the row's button, e.g. its checkbox for a bulk action (never inside the button). */
  aside?: ReactNode;
}

/**
 * An entry of a list pane: a full-width button, pressed while its item shows in the detail pane, with
 * the list's hover, selection and focus styles. Render it inside a `ul`.
 */
export function SelectableListItem({
  selected,
  onSelect,
  className,
  children,
  aside,
}: SelectableListItemProps) {
  return (
    <li className={aside ? classes.withAside : undefined}>
      {aside ? <div className={classes.aside}>{aside}</div> : null}
      <UnstyledButton
        className={className ? `${classes.item} ${className}` : classes.item}
        aria-pressed={selected}
        onClick={onSelect}
      >
        {children}
      </UnstyledButton>
    </li>
  );
}
