import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from '../../build-plugins/theme-css-variables';
import { theme } from './theme';

describe('the theme CSS variables built with the app', () => {
  it('are the ones MantineProvider would write for the theme', () => {
    const { container } = render(<MantineProvider theme={theme}>{null}</MantineProvider>);
    const written = container.querySelector('style[data-mantine-styles="true"]')?.textContent;
    expect(written).toContain('--mantine-primary-color-filled'); // the theme's teal, not Mantine's blue
    expect(themeCssVariables(theme)).toBe(written);
  });
});
