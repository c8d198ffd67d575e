/**
 * The server's import rules (docs/guiding-principles.md), checked by `npm run lint` after Biome:
 * a route never imports a repository, lib/ never imports modules/, and modules reach each other only
 * through a service or their events. Tests are exempt from the last rule (they arrange rows and read
 * what a module wrote).
 */
const modules = '^apps/server/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'route-imports-repository',
      comment:
        'A route calls its service; the SQL stays behind it. Move what the route needs into the service (routes.ts, *-routes.ts → repository.ts, *-repository.ts).',
      severity: 'error',
      from: { path: `${modules}.+routes\\.ts$` },
      to: { path: 'repository\\.ts$' },
    },
    {
      name: 'lib-imports-module',
      comment: 'lib/ holds domain-free helpers: it never imports a module (modules/).',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: modules },
    },
    {
      name: 'module-reaches-past-service',
      comment:
        "A module reaches another only through that module's service (service.ts, *-service.ts) or its events (events.ts); tests are exempt.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, '(service|events)\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
    cache: false,
  },
};
