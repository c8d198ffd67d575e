import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadSpool } from './upload-spool';

async function* chunksOf(...parts: (string | Buffer)[]): AsyncIterable<Buffer> {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
}

describe('upload spool', () => {
  let dataDir: string;
  const incoming = () => join(dataDir, 'incoming');
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'seva-spool-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes the chunks to a file and keeps the first 512 bytes', async () => {
    const spool = await createUploadSpool(dataDir);
    const body = Buffer.alloc(2000, 1);
    const upload = await spool.write(
      chunksOf(body.subarray(0, 100), body.subarray(100, 700), body.subarray(700)),
    );
    expect(upload.size).toBe(2000);
    expect(readFileSync(upload.path)).toEqual(body);
    expect(upload.head).toEqual(body.subarray(0, 512));
    expect(upload.hiddenMarkup).toBe(false);
    await spool.remove(upload);
    expect(readdirSync(incoming())).toEqual([]);
  });

  it('finds markup split across two chunks, at any split', async () => {
    const text = 'PNG bytes… <script>alert(1)</script>';
    for (let at = 1; at < text.length; at++) {
      const spool = await createUploadSpool(dataDir);
      const upload = await spool.write(chunksOf(text.slice(0, at), text.slice(at)));
      expect(upload.hiddenMarkup, `split at ${at}`).toBe(true);
      await spool.remove(upload);
    }
    const spool = await createUploadSpool(dataDir);
    const clean = await spool.write(chunksOf('<scr', 'ipx', ' javascript', ' :'));
    expect(clean.hiddenMarkup).toBe(false);
  });

  it('removes the file when the stream fails', async () => {
    const spool = await createUploadSpool(dataDir);
    async function* failing(): AsyncIterable<Buffer> {
      yield Buffer.from('half an image');
      throw new Error('Part terminated early');
    }
    await expect(spool.write(failing())).rejects.toThrow('Part terminated early');
    expect(readdirSync(incoming())).toEqual([]);
  });

  it('sweeps files an earlier process left over an hour ago, and no newer ones', async () => {
    mkdirSync(incoming());
    const old = join(incoming(), 'old');
    const recent = join(incoming(), 'recent');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    await createUploadSpool(dataDir);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});
