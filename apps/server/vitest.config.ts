import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // The bench's reference routes are tested here too, on both databases, though they live in bench/.
    include: ['src/**/*.test.ts', '../../bench/ceiling/**/*.test.ts'],
    environment: 'node',
    // Every file builds its own app and database and no test mocks a module, so the files of one worker
    // share their imports: re-importing the server for each of ~95 files cost about 50 s of each tier.
    isolate: false,
    // The response-validation tier: every answer a test receives is checked against the OpenAPI document.
    setupFiles: ['src/test/response-checks-setup.ts'],
    globalSetup: ['src/test/response-checks-global.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
