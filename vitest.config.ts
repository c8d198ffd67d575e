import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/web', 'apps/web/vitest.module-mocks.config.ts', 'apps/server'],
  },
});
