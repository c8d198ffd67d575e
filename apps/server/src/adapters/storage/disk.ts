import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

export interface StoredFile {
  sha256: string;
  /** `<sha256>.<ext>` */
  fileName: string;
  /** Public path the server serves the file at: `/uploads/<fileName>`. */
  url: string;
}

export interface FileStorage {
  /** Stores bytes under their content hash; the same bytes always give the same name and are written once. */
  saveImage(bytes: Buffer, ext: ImageExtension): Promise<StoredFile>;
  /** Absolute path of a stored file; throws for anything that is not a stored file's name. */
  pathFor(fileName: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

/** Stores uploads in `${dataDir}/uploads`, a directory several server processes may share. */
export function createDiskStorage(dataDir: string): FileStorage {
  const dir = join(dataDir, 'uploads');

  function pathFor(fileName: string): string {
    if (!STORED_NAME.test(fileName)) throw new Error(`Not a stored file name: ${fileName}`);
    return join(dir, fileName);
  }

  async function saveImage(bytes: Buffer, ext: ImageExtension): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const fileName = `${sha256}.${ext}`;
    const target = pathFor(fileName);
    if (!(await exists(target))) {
      await mkdir(dir, { recursive: true });
      // Readers never see a half-written file: write aside, then rename over (atomic on one filesystem).
      const temp = join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    }
    return { sha256, fileName, url: `${UPLOADS_URL_PREFIX}${fileName}` };
  }

  return { saveImage, pathFor };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
