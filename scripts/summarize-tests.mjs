// Reads the JSON reports of every tier and prints one closing line: "Total: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const tiers = [
  ['unit (contract, web)', 'unit.json', 'vitest'],
  ['unit (simulator)', 'simulator.json', 'vitest'],
  ['server on SQLite', 'server-sqlite.json', 'vitest'],
  ['server on PostgreSQL', 'server-postgres.json', 'vitest'],
  ['end to end', 'e2e.json', 'playwright'],
];

let passed = 0;
let failed = 0;
let missing = false;
for (const [name, file, kind] of tiers) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.log(`${name}: no report (the tier did not run)`);
    missing = true;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const [p, f] = kind === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
  console.log(`${name}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing ? 1 : 0);

/** A suite that failed to load has no failed tests but did fail: count it as one failure. */
function vitestCounts(report) {
  const failedTests = report.numFailedTests;
  return [report.numPassedTests, failedTests === 0 && !report.success ? 1 : failedTests];
}

/** A story that failed once and passed on its retry counts as passed, and is named as flaky. */
function playwrightCounts(report) {
  const { expected, unexpected, flaky } = report.stats;
  if (flaky > 0) console.log(`end to end: ${flaky} flaky (failed once, passed on retry) — fix them`);
  return [expected + flaky, unexpected];
}
