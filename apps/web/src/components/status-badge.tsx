import type { MantineColor } from '@mantine/core';
import type { AriaRole } from 'react';
import { PlainBadge } from './plain-mantine';

/**
 * Mantine's Badge may shrink to an ellipsis ("B…") inside a narrow table cell; a status must be read
 * whole, so neither the badge nor its label gives way, and the table column takes their width instead.
 */
const WHOLE = { overflow: 'visible', flexShrink: 0, textTransform: 'none' } as const;
const WHOLE_LABEL = { overflow: 'visible' } as const;

interface StatusBadgeProps {
  color: MantineColor;
  children: string;
  role?: AriaRole;
  'aria-label'?: string;
}

/**
 * The one way the app draws a status word (Active, Pending, Booked, Cancelled…): written exactly as the
 * product names it (Mantine's badges would print it in capitals), and never truncated. A light Mantine
 * Badge, drawn as its markup: tables draw one in every row (plain-mantine.tsx).
 */
export function StatusBadge({ color, children, ...aria }: StatusBadgeProps) {
  return (
    <PlainBadge radius="sm" color={color} style={WHOLE} labelStyle={WHOLE_LABEL} {...aria}>
      {children}
    </PlainBadge>
  );
}
