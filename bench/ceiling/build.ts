import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('../..', import.meta.url).pathname;

/** The bench's server bundle, built as apps/server/build.mjs builds the application's (one file, npm packages external). */
export const CEILING_SERVER_ENTRY = join(ROOT, 'bench/ceiling/dist/server.js');

let built: Promise<string> | undefined;

/**
 * Bundles ceiling/server.ts once per bench run, from the sources as they are now: the application's
 * code as dist/server.js has it, with the ceiling routes. Answers the bundle's path.
 */
export function buildCeilingServer(): Promise<string> {
  built ??= (async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    await build({
      entryPoints: [join(ROOT, 'bench/ceiling/server.ts')],
      outfile: CEILING_SERVER_ENTRY,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@seva/')),
      logLevel: 'warning',
    });
    return CEILING_SERVER_ENTRY;
  })();
  return built;
}
