import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The page and the script of a stand-in web build (`webDist()`). */
export const WEB_DIST_FILES = {
  'index.html': '<!doctype html><title>Seva Admin</title>',
  'assets/app-1234.js': 'console.log(1)',
} as const;

/** A stand-in web build in a fresh temporary directory, for `WEB_DIST_DIR`: WEB_DIST_FILES and `more`. */
export function webDist(more: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'seva-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [path, content] of Object.entries({ ...WEB_DIST_FILES, ...more })) {
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
