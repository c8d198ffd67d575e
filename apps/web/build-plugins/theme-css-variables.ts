import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';

/** The stylesheet of the theme's CSS variables, imported by main.tsx after Mantine's own. */
export const THEME_CSS_VARIABLES = 'virtual:theme-css-variables.css';

/**
 * The CSS variables MantineProvider would write into the page for this theme (its MantineCssVariables:
 * every variable the theme sets differently from Mantine's default theme, at `:root, :host`), as a
 * stylesheet.
 * Built once with the app instead of computed on every cold load, about 3–12 ms of the first screen's
 * render (ADR 019); app/theme-css-variables.test.tsx checks it against what MantineProvider writes.
 */
export function themeCssVariables(override: MantineThemeOverride): string {
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) => {
    const byDefault: Record<string, string> = defaults[part];
    return Object.fromEntries(
      Object.entries(variables[part]).filter(([name, value]) => byDefault[name] !== value),
    );
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/** Serves THEME_CSS_VARIABLES; MantineProvider is told not to write the variables itself (providers.tsx). */
export function themeCssVariablesModule(theme: MantineThemeOverride): Plugin {
  const resolvedId = `\0${THEME_CSS_VARIABLES}`;
  return {
    name: 'seva:theme-css-variables',
    resolveId: (id) => (id === THEME_CSS_VARIABLES ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? themeCssVariables(theme) : undefined),
  };
}
