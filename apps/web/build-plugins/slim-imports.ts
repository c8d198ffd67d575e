import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Mantine's AppShell (header, aside, footer) imports `RemoveScroll` from react-remove-scroll only for its
 * class names; the module's top-level statements keep 4 KB gzip of it in every signed-in screen's first
 * JavaScript. Its imports from AppShell are answered by a module with those class names alone, read from
 * the constants module react-remove-scroll itself uses (ADR 019). Modals and drawers import the library as
 * before, in their own chunks.
 */
const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const CLASS_NAMES_ONLY = fileURLToPath(new URL('../src/lib/remove-scroll-class-names.ts', import.meta.url));

export function slimImports(): Plugin {
  return {
    name: 'slim-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer && APP_SHELL.test(importer)
        ? CLASS_NAMES_ONLY
        : null;
    },
  };
}
