import { useWindowEvent } from '@mantine/hooks';
import clsx from 'clsx';
import {
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
// react-remove-scroll's class: a dialog's scroll lock pads the fixed header as it pads the page.
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';

/*
 * The signed-in frame's AppShell, drawn as the markup Mantine's AppShell draws for app-layout.tsx's props
 * (header 64 px, navbar 260 px collapsing below `sm`, padding `md`): the same elements, class names, data
 * attributes, CSS variables and media styles, styled by Mantine's stylesheet. Mantine's AppShell module
 * (its resizable sections, aside, footer and the styles computed from its props on every render) was a
 * fifth of the home chunk (21 of 98 KB minified; ADR 019). plain-app-shell.test.tsx checks every part against it.
 */

/** AppShell.classes of Mantine 9 (the test compares them), so that this file need not import AppShell. */
export const APP_SHELL_CLASSES = {
  root: 'm_89ab340',
  header: 'm_3b16f56b',
  navbar: 'm_45252eee',
  main: 'm_8983817',
  section: 'm_6dcfc7c7',
} as const;

/** What AppShell's default props (zIndex `app`, a 200 ms ease transition) put on its parts. */
const Z_INDEX = 100;
const TRANSITION_MS = 200;

const SIZES =
  '--app-shell-navbar-width:calc(16.25rem * var(--mantine-scale));' +
  '--app-shell-navbar-offset:calc(16.25rem * var(--mantine-scale));' +
  '--app-shell-header-height:calc(4rem * var(--mantine-scale));' +
  '--app-shell-header-offset:calc(4rem * var(--mantine-scale));' +
  '--app-shell-padding:var(--mantine-spacing-md);';
/**
 * Below the `sm` breakpoint (48em) the navbar takes the whole width. Closed, it slides away below
 * 0.1 px less, which is how AppShell writes a collapsed navbar's query.
 */
const NARROW_OPENED =
  '@media(max-width: 48em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}';
const NARROW_CLOSED =
  '@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;' +
  '--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));' +
  '--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));}}';

/** The <style> AppShell writes for those props, with the navbar opened or not on a narrow screen. */
function appShellMediaStyles(navbarOpenedOnNarrow: boolean): string {
  return `:root{${SIZES}}${navbarOpenedOnNarrow ? NARROW_OPENED : NARROW_CLOSED}`;
}

/**
 * AppShell's `data-resizing`: set at first and while the window is being resized, so the navbar does not
 * play its slide transition then.
 */
function useResizing(): boolean {
  const [resizing, setResizing] = useState(true);
  const timeout = useRef(-1);
  const settle = useCallback(() => {
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => startTransition(() => setResizing(false)), TRANSITION_MS);
  }, []);
  useEffect(() => {
    settle();
    return () => window.clearTimeout(timeout.current);
  }, [settle]);
  useWindowEvent('resize', () => {
    setResizing(true);
    settle();
  });
  return resizing;
}

/** `<AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile } }} padding="md">`. */
export function PlainAppShell({
  navbarOpenedOnNarrow,
  children,
}: {
  navbarOpenedOnNarrow: boolean;
  children: ReactNode;
}) {
  const resizing = useResizing();
  return (
    <>
      <style data-mantine-styles="inline">{appShellMediaStyles(navbarOpenedOnNarrow)}</style>
      <div
        className={clsx(APP_SHELL_CLASSES.root, 'mantine-AppShell-root')}
        data-resizing={resizing || undefined}
        data-mode="fixed"
        style={
          {
            '--app-shell-transition-duration': `${TRANSITION_MS}ms`,
            '--app-shell-transition-timing-function': 'ease',
          } as CSSProperties
        }
      >
        {children}
      </div>
    </>
  );
}

type PartProps<E extends 'header' | 'nav' | 'main' | 'div'> = Omit<ComponentPropsWithoutRef<E>, 'className'>;

/** `<AppShell.Header>`. */
export function PlainAppShellHeader({ style, ...header }: PartProps<'header'>) {
  return (
    <header
      {...header}
      className={clsx(APP_SHELL_CLASSES.header, 'mantine-AppShell-header', zeroRightClassName)}
      data-with-border="true"
      style={{ '--app-shell-header-z-index': String(Z_INDEX), ...style } as CSSProperties}
    />
  );
}

/** `<AppShell.Navbar>`. */
export function PlainAppShellNavbar({ style, ...nav }: PartProps<'nav'>) {
  return (
    <nav
      {...nav}
      className={clsx(APP_SHELL_CLASSES.navbar, 'mantine-AppShell-navbar')}
      data-with-border="true"
      style={{ '--app-shell-navbar-z-index': `calc(${Z_INDEX} + 1)`, ...style } as CSSProperties}
    />
  );
}

/** `<AppShell.Section grow={grow}>`. */
export function PlainAppShellSection({
  grow,
  className,
  ...section
}: PartProps<'div'> & { grow?: boolean; className?: string }) {
  return (
    <div
      {...section}
      className={clsx(APP_SHELL_CLASSES.section, 'mantine-AppShell-section', className)}
      data-grow={grow || undefined}
    />
  );
}

/** `<AppShell.Main>`. */
export function PlainAppShellMain(main: PartProps<'main'>) {
  return <main {...main} className={clsx(APP_SHELL_CLASSES.main, 'mantine-AppShell-main')} />;
}
