// `npm run simulate -- [--url http://localhost:8080] [--rate 2] [--duration 60]`: realistic traffic on the
// partner API (docs/product/partner-api.md#simulator) through HTTP and socket.io only; see docs/operations.md.
import { parseSimulatorOptions, USAGE, UsageError } from './options';
import { createRandom } from './random';
import { Simulation } from './simulation';

async function main(): Promise<void> {
  let options: ReturnType<typeof parseSimulatorOptions>;
  try {
    options = parseSimulatorOptions(process.argv.slice(2), process.env);
  } catch (err) {
    if (err instanceof UsageError) {
      if (err.message) console.error(err.message);
      console.error(USAGE);
      process.exit(2);
    }
    throw err;
  }
  const health = await fetch(`${options.url}/api/v1/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`Cannot reach the server at ${options.url} (GET /api/v1/health). Start it with npm start.`);
    process.exit(1);
  }
  console.log(
    `Simulating ${options.rate} actions/s for ${options.durationS} s against ${options.url} (seed ${options.seed}).`,
  );
  const simulation = new Simulation(options, createRandom(options.seed));
  process.once('SIGINT', () => {
    simulation.closeSockets();
    for (const line of simulation.summaryLines()) console.log(line);
    process.exit(130);
  });
  await simulation.run();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
