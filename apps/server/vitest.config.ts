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
    // Most of a file's time is spent waiting on its database and its servers, not on the CPU: three files
    // at a time on two cores take about a third of the time of one at a time (ADR 040). Each file has its
    // own database; the processes a file starts have their own Redis prefix (test/server-process.ts).
    maxWorkers: '150%',
    // A project with its own worker count runs in a group of its own, after the unit projects.
    sequence: { groupOrder: 1 },
    // The response-validation tier: every answer a test receives is checked against the OpenAPI document.
    setupFiles: ['src/test/response-checks-setup.ts'],
    globalSetup: ['src/test/response-checks-global.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
