// `npm run bench [-- name…]`: runs the named benchmarks (all by default); each prints one summary line.

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchAudit } from './audit';
import { benchAuth } from './auth';
import { benchBookings } from './bookings';
import { benchChat } from './chat';
import { benchDashboard } from './dashboard';
import { benchExport } from './export';
import { ROOT, SERVER_ENTRY } from './lib/server-process';
import { benchNotifications } from './notifications';
import { benchStartup } from './startup';
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
  export: benchExport,
  notifications: benchNotifications,
  web: benchWeb,
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
