import { Badge, type MantineColor } from '@mantine/core';
import type { AriaRole } from 'react';

/**
 * Mantine's Badge may shrink to an ellipsis ("B…") inside a narrow table cell; a status must be read
 * whole, so neither the badge nor its label gives way, and the table column takes their width instead.
 */
const WHOLE = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

interface StatusBadgeProps {
  color: MantineColor;
  children: string;
  role?: AriaRole;
  'aria-label'?: string;
}

/**
 * The one way the app draws a status word (Active, Pending, Booked, Cancelled…): written exactly as the
 * product names it (Mantine's badges would print it in capitals), and never truncated.
 */
export function StatusBadge({ color, children, ...aria }: StatusBadgeProps) {
  return (
    <Badge variant="light" radius="sm" color={color} tt="none" styles={WHOLE} {...aria}>
      {children}
    </Badge>
  );
}
