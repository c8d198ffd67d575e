import { MODULE_MOCKING_TESTS, webTestProject } from './vitest.base';

/** The web tests that mock a module, each file with its own module graph (see vitest.base.ts). */
export default webTestProject('web-module-mocks', { include: MODULE_MOCKING_TESTS, isolate: true });
