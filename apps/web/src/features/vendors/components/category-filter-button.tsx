import { ActionIcon, type ActionIconProps, Indicator } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** The category filter's marker: a dot on its button while a category is chosen. */
export function CategoryFilterIndicator({ chosen, children }: { chosen: boolean; children: ReactNode }) {
  return (
    <Indicator disabled={!chosen} size={9} offset={4} color="teal">
      {children}
    </Indicator>
  );
}

type CategoryFilterButtonProps = ActionIconProps & ComponentPropsWithRef<'button'> & { chosen: boolean };

/** The filter icon button that opens the category menu (Menu.Target gives it its ref and aria props). */
export function CategoryFilterButton({ chosen, ...props }: CategoryFilterButtonProps) {
  return (
    <ActionIcon
      variant={chosen ? 'light' : 'default'}
      size="input-sm"
      aria-label="Filter by category"
      title="Filter by category"
      {...props}
    >
      <IconFilter size={18} aria-hidden />
    </ActionIcon>
  );
}
