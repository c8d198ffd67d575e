import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * React Router 7 names only its development build in its package exports (remix-run/react-router#14102),
 * so a production bundle carried its development warnings and checks, a few milliseconds of every cold
 * load's route matching (ADR 019). Builds take the production build beside it; the dev server and the
 * tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'seva:react-router-production',
    apply: 'build',
    config() {
      const development = createRequire(import.meta.url).resolve('react-router');
      const production = development.replace(
        /dist[\\/]development[\\/]index\.m?js$/,
        'dist/production/index.mjs',
      );
      if (production === development || !existsSync(production)) {
        throw new Error(`React Router's production build is not where this plugin expects it: ${production}`);
      }
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
