import { rm } from 'node:fs/promises';

/** Removes the run's temporary DATA_DIR once the server has stopped. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SEVA_E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
