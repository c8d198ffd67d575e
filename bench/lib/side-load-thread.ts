import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { SideLoadSpec, SideRound } from './side-load';
import { blockUnblockLoad, draining, gets } from './slow-mix';

/** The thread of a SideLoad: runs a round of its load for each message and answers the round. */
const spec = workerData as SideLoadSpec;

function roundOf(load: SideLoadSpec): (seconds: number) => Promise<SideRound> {
  switch (load.kind) {
    case 'gets':
      return measured(load, gets(load.url, load.token, load.paths, load.connections));
    case 'writes': {
      const writes = blockUnblockLoad(load.url, load.token, load.path, load.free);
      return measured(load, (seconds) => writes(seconds, load.connections));
    }
    case 'drains':
      return async (seconds) => {
        const totals = { calls: 0, mb: 0 };
        await Promise.all(load.paths.map((path) => draining(load.url, load.token, path, seconds, totals)));
        return totals;
      };
  }
}

/**
 * Off the main thread autocannon answers its raw histograms (for its own `workers` option to merge),
 * without `latency` or `requests`' figures: its public `aggregateResult`, missing from its types, makes
 * them, and the result then goes as plain JSON.
 */
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: unknown[], opts: autocannon.Options): autocannon.Result;
};
/** An autocannon load's round, its figures made here and sent as plain JSON. */
const measured =
  (
    { url, connections }: { url: string; connections: number },
    run: (seconds: number) => Promise<autocannon.Result>,
  ) =>
  async (seconds: number): Promise<SideRound> => {
    const result = aggregateResult([await run(seconds)], { url, connections, duration: seconds });
    return { result: JSON.parse(JSON.stringify(result)), calls: 0, mb: 0 };
  };

const round = roundOf(spec);
parentPort?.on('message', async ({ seconds }: { seconds: number }) => {
  parentPort?.postMessage(await round(seconds));
});
