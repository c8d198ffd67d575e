import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

function activeEntries(pathname: string): string[] {
  return NAV_ITEMS.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);
}

/** Every path an entry claims, with its entry. The route-by-route list of the docs is e2e/tests/shell.spec.ts. */
const CLAIMS = NAV_ITEMS.flatMap((item) => item.activeOn.map((path) => [path, item.label] as const));

describe('sidebar highlighting rules', () => {
  it.each(CLAIMS)('%s, its sub-paths and any casing of it highlight only %s', (path, label) => {
    expect(activeEntries(path)).toEqual([label]);
    expect(activeEntries(`${path}/42`)).toEqual([label]);
    expect(activeEntries(`${path.toUpperCase()}/`)).toEqual([label]);
  });

  it.each(NAV_ITEMS.map((item) => [item.label, item.to] as const))(
    '%s is highlighted on its own link, %s',
    (label, to) => {
      expect(activeEntries(to)).toEqual([label]);
    },
  );

  it('highlights nothing elsewhere, nor on a path that only begins like an entry', () => {
    expect(activeEntries('/setpricing')).toEqual([]);
    expect(activeEntries('/managevendors')).toEqual([]);
    expect(activeEntries('/nowhere')).toEqual([]);
  });
});
