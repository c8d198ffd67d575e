import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk';

describe('disk storage', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'seva-storage-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores bytes under their sha256 and answers the public URL', async () => {
    const storage = createDiskStorage(dataDir);
    const bytes = Buffer.from('not really a png, the adapter does not judge');
    const stored = await storage.saveImage(bytes, 'png');
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.fileName).toBe(`${stored.sha256}.png`);
    expect(stored.url).toBe(`/uploads/${stored.fileName}`);
    expect(storage.pathFor(stored.fileName)).toBe(join(dataDir, 'uploads', stored.fileName));
    expect(readFileSync(storage.pathFor(stored.fileName))).toEqual(bytes);
  });

  it('gives the same bytes the same name and does not rewrite them', async () => {
    const storage = createDiskStorage(dataDir);
    const bytes = Buffer.from([1, 2, 3]);
    const first = await storage.saveImage(bytes, 'gif');
    const writtenAt = statSync(storage.pathFor(first.fileName)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [second, third] = await Promise.all([
      storage.saveImage(bytes, 'gif'),
      storage.saveImage(bytes, 'gif'),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(statSync(storage.pathFor(first.fileName)).mtimeMs).toBe(writtenAt);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([first.fileName]);
  });

  it('refuses names that are not stored files', () => {
    const storage = createDiskStorage(dataDir);
    for (const name of ['../seva.db', 'missing.png', `${'a'.repeat(64)}.svg`, `${'A'.repeat(64)}.png`]) {
      expect(() => storage.pathFor(name)).toThrow(/Not a stored file name/);
    }
  });
});
