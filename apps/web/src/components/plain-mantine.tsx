import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  type GroupProps,
  type MantineColor,
  type MantineSize,
  Stack,
  type StackProps,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { partVars } from './mantine-markup';

/*
 * Mantine components that a table draws in every row, drawn as the markup Mantine draws for the same
 * props: the same elements, class names, data attributes and CSS variables (from each component's own
 * classes and `varsResolver`), styled by Mantine's stylesheets. A Mantine component runs its props and
 * styles API on every render, and ten rows of a dozen of them were the largest part of the first screen's
 * render (ADR 019). plain-mantine.test.tsx checks each against the Mantine component it stands for.
 */

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'className' | 'style' | 'type'>;

const ACTION_ICON = clsx(
  'mantine-focus-auto mantine-active',
  ActionIcon.classes.root,
  'mantine-ActionIcon-root',
  UnstyledButton.classes.root,
  'mantine-UnstyledButton-root',
);
const ACTION_ICON_ICON = clsx(ActionIcon.classes.icon, 'mantine-ActionIcon-icon');

/** `<ActionIcon variant="subtle" color={color}>`: an icon button. */
export function PlainActionIcon({
  color,
  children,
  ...button
}: ButtonProps & { color?: MantineColor; children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <button
      type="button"
      {...button}
      className={ACTION_ICON}
      data-variant="subtle"
      style={partVars(theme, ActionIcon, { variant: 'subtle', color })}
    >
      <span className={ACTION_ICON_ICON}>{children}</span>
    </button>
  );
}

const ANCHOR = clsx(
  'mantine-focus-auto',
  Anchor.classes.root,
  Text.classes.root,
  'mantine-Text-root',
  'mantine-Anchor-root',
);

/** `<Anchor component="button" type="button" size={size} fw={fw} ta="left">`: a link-styled button. */
export function PlainAnchorButton({
  size = 'sm',
  fw,
  children,
  ...button
}: ButtonProps & { size?: MantineSize; fw?: CSSProperties['fontWeight']; children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <button
      type="button"
      {...button}
      className={ANCHOR}
      data-size={size}
      data-underline="hover"
      style={{ ...partVars(theme, Text, { size }), fontWeight: fw, textAlign: 'left' }}
    >
      {children}
    </button>
  );
}

const BADGE = clsx(Badge.classes.root, 'mantine-Badge-root');
const BADGE_LABEL = clsx(Badge.classes.label, 'mantine-Badge-label');

interface PlainBadgeProps {
  color: MantineColor;
  radius?: MantineSize;
  /** On the root, after the variables, as Mantine's `style` prop. */
  style?: CSSProperties;
  /** As Mantine's `styles.label`. */
  labelStyle?: CSSProperties;
  role?: ComponentPropsWithoutRef<'div'>['role'];
  'aria-label'?: string;
  children: ReactNode;
}

/** `<Badge variant="light" color={color} radius={radius}>`: a badge. */
export function PlainBadge({ color, radius, style, labelStyle, children, ...aria }: PlainBadgeProps) {
  const theme = useMantineTheme();
  return (
    <div
      className={BADGE}
      data-variant="light"
      {...aria}
      style={{ ...partVars(theme, Badge, { variant: 'light', color, radius }), ...style }}
    >
      <span className={BADGE_LABEL} style={labelStyle}>
        {children}
      </span>
    </div>
  );
}

const GROUP = clsx(Group.classes.root, 'mantine-Group-root');

/** `<Group gap={gap} align={align} justify={justify} wrap={wrap}>`, Mantine's defaults included. */
export function PlainGroup({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  className,
  children,
}: Pick<GroupProps, 'gap' | 'align' | 'justify' | 'wrap'> & { className?: string; children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <div
      className={clsx(className, GROUP)}
      style={partVars(theme, Group, { gap, align, justify, wrap, preventGrowOverflow: true })}
    >
      {children}
    </div>
  );
}

const STACK = clsx(Stack.classes.root, 'mantine-Stack-root');

/** `<Stack gap={gap} align={align} justify={justify}>`, Mantine's defaults included. */
export function PlainStack({
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  children,
}: Pick<StackProps, 'gap' | 'align' | 'justify'> & { children: ReactNode }) {
  const theme = useMantineTheme();
  return (
    <div className={STACK} style={partVars(theme, Stack, { gap, align, justify })}>
      {children}
    </div>
  );
}
