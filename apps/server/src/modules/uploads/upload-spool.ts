import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { hiddenMarkupScanner } from './content-check';

/** Bytes kept from the start of an upload: its signature, and whether it starts like markup. */
const HEAD_BYTES = 512;
/** A spooled file older than this was left by a process that stopped mid-upload. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/** An upload written to disk as it arrived, with what the content checks need of it. */
export interface SpooledUpload {
  path: string;
  size: number;
  /** Its first bytes (at most 512). */
  head: Buffer;
  /** Whether HTML or script appears anywhere in it (content-check.ts). */
  hiddenMarkup: boolean;
}

export interface UploadSpool {
  /** Writes a file part to a new file, chunk by chunk; the file is gone again if writing fails. */
  write(chunks: AsyncIterable<Buffer>): Promise<SpooledUpload>;
  remove(upload: SpooledUpload): Promise<void>;
}

/**
 * Uploads wait for their turn to be decoded on disk rather than in memory, so the server's memory follows
 * the images being processed, not the uploads in flight (ADR 025). The directory is
 * `${dataDir}/incoming`, outside the served `uploads`; several processes may share it, so only files
 * older than an hour are swept at start.
 */
export async function createUploadSpool(dataDir: string): Promise<UploadSpool> {
  const dir = join(dataDir, 'incoming');
  await mkdir(dir, { recursive: true });
  await sweepStale(dir);

  async function write(chunks: AsyncIterable<Buffer>): Promise<SpooledUpload> {
    const path = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    const file = await open(path, 'wx', 0o600);
    const scanner = hiddenMarkupScanner();
    const head: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of chunks) {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        scanner.push(chunk);
        size += chunk.length;
        await file.write(chunk);
      }
    } catch (error) {
      await file.close();
      await rm(path, { force: true });
      throw error;
    }
    await file.close();
    return { path, size, head: Buffer.concat(head), hiddenMarkup: scanner.found };
  }

  return { write, remove: (upload) => rm(upload.path, { force: true }) };
}

async function sweepStale(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_AFTER_MS) await rm(path, { force: true });
  }
}
