import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

/** A Mantine component with its `varsResolver`: its CSS variables by part, for a theme, props and context. */
interface WithVarsResolver<P, C> {
  displayName?: string;
  varsResolver: (
    theme: MantineTheme,
    props: P,
    ctx: C,
  ) => Partial<Record<string, Record<string, string | undefined> | undefined>>;
}

const resolved = new WeakMap<object, Map<string, CSSProperties>>();

/**
 * The CSS variables a Mantine component puts on one of its parts for these props, from the component's
 * own `varsResolver`, computed once per theme and props. The plain-markup parts of a table row
 * (plain-mantine.tsx) draw Mantine's markup without running its styles API for every cell (ADR 019).
 */
export function partVars<P extends object, C>(
  theme: MantineTheme,
  component: WithVarsResolver<P, C>,
  props: P,
  // Only the variables of props that need none (Group's child width, for `grow`) are asked for.
  ctx = {} as C,
  part = 'root',
): CSSProperties {
  let byTheme = resolved.get(theme);
  if (!byTheme) {
    byTheme = new Map();
    resolved.set(theme, byTheme);
  }
  const key = `${component.displayName}|${part}|${JSON.stringify([props, ctx])}`;
  let vars = byTheme.get(key);
  if (!vars) {
    const all = component.varsResolver(theme, props, ctx)[part] ?? {};
    vars = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
    byTheme.set(key, vars);
  }
  return vars;
}
