// `npm run bench [-- name…]`: runs the named benchmarks (all by default); each prints one summary line.
// At the end, every budget line printed (docs/product/data-and-security.md#performance-budgets) again, and
// how many of them were met.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchAudit } from './audit';
import { benchAuth } from './auth';
import { benchBookings } from './bookings';
import { benchChat } from './chat';
import { benchDashboard } from './dashboard';
import { benchDispatch } from './dispatch';
import { benchExport } from './export';
import { budgetSummary } from './lib/budget';
import { ROOT, SERVER_ENTRY } from './lib/server-process';
import { benchLighthouse } from './lighthouse';
import { benchNotifications } from './notifications';
import { benchOutbox } from './outbox';
import { benchStartup } from './startup';
import { benchTail } from './tail';
import { benchUploads } from './uploads';
import { benchVendors } from './vendors';
import { benchWeb } from './web';

const benches: Record<string, () => Promise<string>> = {
  startup: benchStartup,
  auth: benchAuth,
  audit: benchAudit,
  chat: benchChat,
  vendors: benchVendors,
  bookings: benchBookings,
  dashboard: benchDashboard,
  dispatch: benchDispatch,
  export: benchExport,
  notifications: benchNotifications,
  outbox: benchOutbox,
  tail: benchTail,
  uploads: benchUploads,
  web: benchWeb,
  lighthouse: benchLighthouse,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
for (const name of wanted.length > 0 ? wanted : Object.keys(benches)) {
  console.log(await benches[name]!());
}
console.log(['', 'Budgets of this run:', ...budgetSummary()].join('\n'));
