import { createTheme } from '@mantine/core';

/** The platform's own interface font: the app ships no font of its own. */
const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // A closed Select keeps no hidden option list in the page: a mounted one measures its position when
    // the screen first renders, which forces the browser to compute every style in the middle of it.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});
