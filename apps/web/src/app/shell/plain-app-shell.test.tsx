import { AppShell, MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { markup } from '@/test/mantine-markup';
import {
  APP_SHELL_CLASSES,
  PlainAppShell,
  PlainAppShellHeader,
  PlainAppShellMain,
  PlainAppShellNavbar,
  PlainAppShellSection,
} from './plain-app-shell';

/** app-layout.tsx's frame, with Mantine's AppShell. */
function MantineFrame({ opened }: { opened: boolean }) {
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header px="md">Top bar</AppShell.Header>
      <AppShell.Navbar id="main-navigation" p="md" aria-label="Main navigation">
        <AppShell.Section pb="md">Badge</AppShell.Section>
        <AppShell.Section grow py="md" className="entries">
          Entries
        </AppShell.Section>
        <AppShell.Section pt="md">Logout</AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} bg="var(--mantine-color-gray-0)">
        Screen
      </AppShell.Main>
    </AppShell>
  );
}

/** The same frame, drawn by plain-app-shell.tsx as app-layout.tsx, top-bar.tsx and sidebar.tsx use it. */
function PlainFrame({ opened }: { opened: boolean }) {
  return (
    <PlainAppShell navbarOpenedOnNarrow={opened}>
      <PlainAppShellHeader style={{ paddingInline: 'var(--mantine-spacing-md)' }}>
        Top bar
      </PlainAppShellHeader>
      <PlainAppShellNavbar
        id="main-navigation"
        aria-label="Main navigation"
        style={{ padding: 'var(--mantine-spacing-md)' }}
      >
        <PlainAppShellSection style={{ paddingBottom: 'var(--mantine-spacing-md)' }}>
          Badge
        </PlainAppShellSection>
        <PlainAppShellSection grow className="entries" style={{ paddingBlock: 'var(--mantine-spacing-md)' }}>
          Entries
        </PlainAppShellSection>
        <PlainAppShellSection style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
          Logout
        </PlainAppShellSection>
      </PlainAppShellNavbar>
      <PlainAppShellMain
        id="main-content"
        tabIndex={-1}
        style={{ background: 'var(--mantine-color-gray-0)' }}
      >
        Screen
      </PlainAppShellMain>
    </PlainAppShell>
  );
}

type Described = { tag: string; attributes: Record<string, unknown>; children: Described[] };

/** AppShell's root carries a generated id that only its resizable and static modes refer to. */
function withoutRootId(drawn: unknown): unknown {
  const [style, root] = drawn as [Described, Described];
  const { id: _generated, ...attributes } = root.attributes;
  return [style, { ...root, attributes }];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PlainAppShell', () => {
  it('uses the class names of the Mantine version installed', () => {
    const { root, header, navbar, main, section } = AppShell.classes as Record<string, string>;
    expect(APP_SHELL_CLASSES).toEqual({ root, header, navbar, main, section });
  });

  it.each([false, true])(
    'draws the markup and media styles of AppShell (navbar opened on a narrow screen: %s)',
    (opened) => {
      expect(markup(<PlainFrame opened={opened} />)).toEqual(
        withoutRootId(markup(<MantineFrame opened={opened} />)),
      );
    },
  );

  it('marks the frame as resizing at first and while the window is resized, as AppShell does', () => {
    vi.useFakeTimers();
    const resizing = (frame: ReactElement) => {
      const { container, unmount } = render(<MantineProvider theme={theme}>{frame}</MantineProvider>);
      const root = () => container.querySelector('.mantine-AppShell-root');
      const seen = [root()?.hasAttribute('data-resizing')];
      act(() => vi.advanceTimersByTime(250));
      seen.push(root()?.hasAttribute('data-resizing'));
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      seen.push(root()?.hasAttribute('data-resizing'));
      act(() => vi.advanceTimersByTime(250));
      seen.push(root()?.hasAttribute('data-resizing'));
      unmount();
      return seen;
    };
    expect(resizing(<PlainFrame opened={false} />)).toEqual([true, false, true, false]);
    expect(resizing(<MantineFrame opened={false} />)).toEqual([true, false, true, false]);
  });
});
