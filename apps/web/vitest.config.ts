import { MODULE_MOCKING_TESTS, webTestProject } from './vitest.base';

/** Every web test but those that mock a module (vitest.module-mocks.config.ts), sharing each worker's imports. */
export default webTestProject('web', {
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: MODULE_MOCKING_TESTS,
  isolate: false,
});
