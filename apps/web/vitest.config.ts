import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.js';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Above the 10 s async wait set in the setup, so a test that waits too long fails with its own message.
      testTimeout: 30_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
