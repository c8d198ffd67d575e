import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The test files that replace a module with vi.mock. A mock takes effect only where the module is
 * imported after it, so these run isolated (a fresh module graph per file); the other files of a
 * worker share one (`web`), which saves the ~2 min of imports and jsdom set-ups per run that isolating
 * ~70 files costs. Found by reading the files, so a new mocking test cannot end up in the shared graph.
 */
export const MODULE_MOCKING_TESTS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${SRC}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .sort();

/** The web app's test project `name`: jsdom, the shared set-up, and which files it runs. */
export function webTestProject(
  name: string,
  files: { include: string[]; exclude?: string[]; isolate: boolean },
): UserWorkspaceConfig {
  return mergeConfig(
    viteConfig,
    defineProject({
      test: {
        name,
        environment: 'jsdom',
        // CPU-bound (jsdom): a worker per core (Vitest's default leaves one core idle; ADR 040).
        maxWorkers: '100%',
        // The browser's time zone, pinned: not India's, so a test tells India time (docs/product/README.md#dates-and-times)
        // from the browser's (SPEC's payments tables), and the same on every machine.
        env: { TZ: 'UTC' },
        ...files,
        setupFiles: ['./src/test/setup.ts'],
        // Above the 10 s async wait set in the setup, so a test that waits too long fails with its own message.
        testTimeout: 30_000,
        restoreMocks: true,
        unstubGlobals: true,
      },
    }),
  );
}
