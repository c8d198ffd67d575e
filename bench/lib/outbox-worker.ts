// One outbox worker process for `npm run bench -- outbox` (bench/outbox.ts):
// `node --import tsx bench/lib/outbox-worker.ts <database url> <handler ms> <start at ms>`.
// Waits until <start at> (so that every worker of a run begins together, after their start-up), then
// delivers `bench.delivery` rows until none is left, and prints `{ delivered, finishedAt }` as JSON.
import { LiveEvents } from '../../apps/server/src/lib/live-events';
import { Outbox } from '../../apps/server/src/modules/outbox/service';
import { openBenchDatabase } from './bench-database';

const [url, handlerMsText, startAtText] = process.argv.slice(2);
if (!url || handlerMsText === undefined || startAtText === undefined) {
  throw new Error('usage: outbox-worker.ts <database url> <handler ms> <start at ms>');
}
const handlerMs = Number(handlerMsText);
const handle = openBenchDatabase(url);
let delivered = 0;
const outbox = new Outbox(
  { db: handle.db, dialect: handle.dialect, clock: Date.now, events: new LiveEvents() },
  { pollMs: 1000, leaseMs: 60_000, log: console },
);
outbox.register('bench.delivery', async () => {
  // A provider's answer takes this long; 0: the outbox's own cost only.
  if (handlerMs > 0) await new Promise((resolve) => setTimeout(resolve, handlerMs));
  delivered += 1;
});
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAtText) - Date.now())));
// A pass ends when a claim finds nothing due: the other worker may still hold the last rows.
while ((await outbox.deliverDue()) > 0) {
  // next pass
}
const finishedAt = Date.now();
await handle.destroy();
process.stdout.write(`${JSON.stringify({ delivered, finishedAt })}\n`);
