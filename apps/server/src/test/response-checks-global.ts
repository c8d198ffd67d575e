import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file writes its count of checked answers (test/response-checks-setup.ts). */
    responseChecksDir: string;
  }
}

/**
 * The server project's global setup (vitest.config.ts): gives the test files a directory for their
 * counts, and at the end of the run prints how many answers the response-validation tier checked
 * against the OpenAPI document (test/openapi-responses.ts) and how many operations they covered.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'seva-response-checks-'));
  project.provide('responseChecksDir', dir);
  return () => {
    let checked = 0;
    const operations = new Set<string>();
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean)) {
        const counts = JSON.parse(line) as { checked: number; operations: string[] };
        checked += counts.checked;
        for (const operation of counts.operations) operations.add(operation);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `Response validation: ${checked} answers checked against simulator/src/api/openapi.json, covering ${operations.size} operations`,
    );
  };
}
