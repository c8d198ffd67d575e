import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';

/**
 * A load that runs beside a measured one in `npm run bench -- tail` (ADR 021): GETs cycling through
 * `paths`, block/unblock writes on the vendors of `free`, or unpaged calls each read to its end.
 */
export type SideLoadSpec = { url: string; token: string } & (
  | { kind: 'gets'; paths: string[]; connections: number }
  | { kind: 'writes'; path: string; free: number[]; connections: number }
  | { kind: 'drains'; paths: string[] }
);

/** One round of a side load: autocannon's result, or the calls begun and MB read of the drains. */
export interface SideRound {
  result?: autocannon.Result;
  calls: number;
  mb: number;
}

const THREAD_MODULE = new URL('./side-load-thread.ts', import.meta.url).href;

/**
 * Runs a side load on a thread of its own, so that its client's work (the downloads read 30–45 MB a
 * round) does not queue in the event loop of the measured load's client, nor leave its garbage to the
 * ceiling's: with every client in the bench's one thread, the ceiling's p99 was 30–31 ms in three runs
 * against 14–17 ms in two of three with the side loads on threads (ADR 021). The
 * thread keeps its state between rounds (the next path, the vendors free to write).
 */
export class SideLoad {
  private readonly worker: Worker;
  private waiting: { resolve: (round: SideRound) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(spec: SideLoadSpec) {
    // The bench runs under tsx, whose loader a worker thread does not inherit: register it there first.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(THREAD_MODULE)}); });`;
    this.worker = new Worker(bootstrap, { eval: true, workerData: spec });
    this.worker.on('message', (round: SideRound) => {
      this.waiting?.resolve(round);
      this.waiting = undefined;
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      this.waiting?.reject(error);
      this.waiting = undefined;
    });
  }

  /** Runs the load for `seconds` and answers what it did. */
  round(seconds: number): Promise<SideRound> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.worker.postMessage({ seconds });
    });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
