import { Counter, Gauge, type Registry } from 'prom-client';
import type { ServiceDeps } from '../../lib/service-deps';
import { outboxDepth } from './repository';
import type { Outbox } from './worker';

const DEPTH_STATUSES = ['pending', 'retrying', 'dead'] as const;

/**
 * The outbox on /metrics (docs/product/deliveries.md#metrics): the rows not done by status and the age of
 * the oldest not yet delivered, read from the database when scraped (so every process reports the
 * shared table), and this process's deliveries by kind and result. A failed read leaves the gauges out
 * of that scrape rather than failing it.
 */
export function registerOutboxMetrics(
  registry: Registry,
  outbox: Pick<Outbox, 'observe'>,
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  onError: (err: unknown) => void,
): () => void {
  let reading: ReturnType<typeof outboxDepth> | undefined;
  // Both gauges are collected in one scrape: one read answers both.
  const depth = () => {
    reading ??= outboxDepth(deps.db).finally(() => {
      setImmediate(() => {
        reading = undefined;
      });
    });
    return reading;
  };
  new Gauge({
    name: 'outbox_depth',
    help: 'Outbox rows not delivered, by status (pending, retrying, dead)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { byStatus } = await depth();
        for (const status of DEPTH_STATUSES) this.set({ status }, byStatus.get(status) ?? 0);
      } catch (err) {
        onError(err);
      }
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox row still to deliver (pending or retrying); 0 when none',
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { oldestCreatedAt } = await depth();
        const age = oldestCreatedAt ? (deps.clock() - Date.parse(oldestCreatedAt)) / 1000 : 0;
        this.set(Math.max(0, age));
      } catch (err) {
        onError(err);
      }
    },
  });
  const deliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: 'Deliveries settled by this process, by kind and result (done, retry, dead)',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  return outbox.observe((kind, result) => deliveries.inc({ kind, result }));
}
