import { type CSSVariablesResolver, createTheme, darken, luminance } from '@mantine/core';

/** The platform's own interface font: the app ships no font of its own. */
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * Teal's darkest shade (#087f5b) is the light scheme's filled and link colour: 5.0:1 on white, for teal text
 * and for white text on teal buttons (WCAG 2.2 AA asks 4.5:1; ADR 028).
 */
const LIGHT_PRIMARY_SHADE = 9;

/** The light scheme's dimmed text: a darker grey than Mantine's gray 6 (ADR 028). */
const DIMMED = '#697077';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: LIGHT_PRIMARY_SHADE, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // A closed Select keeps no hidden option list in the page: a mounted one measures its position when
    // the screen first renders, which forces the browser to compute every style in the middle of it.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // The ✕ of every dialog and drawer is an icon: it needs a name (ADR 028). Written without importing
    // Modal or Drawer, which the first screen does not load (ADR 027).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // An open menu holds menu items only: Mantine's focus placeholder (a focusable div) breaks the menu role.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** WCAG 2.2 AA: text (and a filled control's label) at 4.5:1 against what is behind it. */
const AA_TEXT = 4.5;

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it and `background` read at 4.5:1 (unchanged if they already do). */
function readable(color: string, background: string): string {
  let result = color;
  for (let step = 0; step < 20 && contrast(result, background) < AA_TEXT + 0.05; step += 1) {
    result = darken(result, 0.05);
  }
  return result;
}

/**
 * The light scheme at WCAG 2.2 AA (ADR 028). Every colour's filled shade (buttons, coloured text, outlines,
 * focus ring) is the primary shade darkened until white on it reads at 4.5:1, and darkens further on hover;
 * a light badge's text is shade 9 darkened until it reads at 4.5:1 on the badge. Teal needs no darkening at
 * shade 9 (#087f5b, 5.0:1); yellow, orange, green and lime do. Dimmed text and placeholders are #697077
 * (5.0:1 on white, 4.5:1 on the light grey panels) instead of gray 6 (3.3:1); errors are the filled red.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    const filled = readable(shades[LIGHT_PRIMARY_SHADE], resolved.white);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.15);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], shades[1]);
  }
  return { variables: {}, light, dark: {} };
};
