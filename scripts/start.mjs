// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

if (!existsSync(join(root, 'node_modules'))) {
  process.stdout.write('Installing npm packages (first start)…\n');
  execSync('npm ci --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const children = readdirSync(full).map((name) => join(path, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const target = join(root, output);
  if (existsSync(target) && statSync(target).mtimeMs >= newestMtime(sources)) return;
  process.stdout.write(`Building ${name}…\n`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

const contract = ['packages/contract/src'];
buildIfStale(
  'the web app',
  'apps/web/dist/index.html',
  ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...contract],
  'apps/web',
);
buildIfStale(
  'the server',
  'apps/server/dist/server.js',
  ['apps/server/src', 'apps/server/build.mjs', ...contract],
  'apps/server',
);

/**
 * The payment provider's webhook needs PAYMENT_WEBHOOK_SECRET (docs/product/partner-api.md#payment-provider).
 * Unset, the first start generates one, keeps it in the data directory (readable by this user only) and
 * prints it once, as the admin password is printed once; later starts read it from there.
 */
function ensurePaymentWebhookSecret() {
  if (process.env.PAYMENT_WEBHOOK_SECRET) return;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const file = join(dataDir, 'payment-webhook-secret');
  if (existsSync(file)) {
    process.env.PAYMENT_WEBHOOK_SECRET = readFileSync(file, 'utf8').trim();
    return;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  process.env.PAYMENT_WEBHOOK_SECRET = secret;
  process.stdout.write(
    `Payment webhook secret: ${secret}\n  (generated now and shown only once, kept in ${file}; set PAYMENT_WEBHOOK_SECRET to choose one)\n`,
  );
}

ensurePaymentWebhookSecret();
process.env.NODE_ENV ??= 'production';
await import(join(root, 'apps/server/dist/server.js'));
