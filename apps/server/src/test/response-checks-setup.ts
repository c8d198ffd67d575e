import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { responseChecks } from './openapi-responses';

/**
 * Every server test file (vitest.config.ts `setupFiles`): a test fails when an answer it received does
 * not match the OpenAPI document (test/openapi-responses.ts), and each file adds its count of checked
 * answers to the run's total, which test/response-checks-global.ts prints at the end.
 */
let checkedBefore = 0;

function failOnMismatches(): void {
  const mismatches = responseChecks.take();
  if (mismatches.length === 0) return;
  const shown = mismatches.slice(0, 10).join('\n  ');
  const more = mismatches.length > 10 ? `\n  … and ${mismatches.length - 10} more` : '';
  throw new Error(
    `${mismatches.length} answer(s) the OpenAPI document (simulator/src/api/openapi.json) does not describe:\n  ${shown}${more}`,
  );
}

beforeAll(() => {
  // Files of one worker share this module (isolate: false): a file counts from where the last one ended.
  checkedBefore = responseChecks.checked;
  responseChecks.operations.clear();
  responseChecks.take();
});

afterEach(() => {
  failOnMismatches();
});

afterAll(() => {
  const dir = inject('responseChecksDir');
  const line = {
    checked: responseChecks.checked - checkedBefore,
    operations: [...responseChecks.operations],
  };
  if (dir) appendFileSync(join(dir, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  // What beforeAll/afterAll hooks received after the last test.
  failOnMismatches();
});
