import { defineProject } from 'vitest/config';

/** `npm run test:simulator` (vitest run --root simulator): the simulator's pure parts. */
export default defineProject({
  test: {
    name: 'simulator',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
