// `node --import tsx apps/server/src/cli/openapi-document.ts <file>`: writes the server's OpenAPI document
// (what /api/docs/json serves) to <file>, without listening. `npm run api:generate` and `api:check` use it
// (scripts/api-document.sh); the configuration is fixed so the document does not depend on the caller's env.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/driver/database';

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: openapi-document.ts <output file>');
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-openapi-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
    databaseUrl: ':memory:',
  };
  const database = createDatabase(':memory:', { onIdleConnectionError: () => undefined });
  try {
    const app = await buildApp({ config, database });
    await app.ready();
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
