import type { StoredImage } from '@seva/contract';
import type { FileStorage } from '../../adapters/storage/disk';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import type { ProcessedImage } from './process-image';
import { recordUpload } from './repository';

/**
 * Stores re-encoded images (docs/product/api.md#uploads): the file under the SHA-256 of its bytes, then
 * its uploads row and its audit row (`upload.stored`, the admin or no one for an app) in one
 * transaction, so the audit row exists exactly when the row does.
 */
export function createUploadService(deps: Pick<ServiceDeps, 'db'>, storage: FileStorage) {
  /** `added`: the image was new; false when the same image was stored before (same URL). */
  async function store(
    image: ProcessedImage,
    originalName: string,
    actor: Actor,
  ): Promise<{ added: boolean; data: StoredImage }> {
    const stored = await storage.saveImage(image.bytes, image.extension);
    const data = {
      url: stored.url,
      mime_type: image.type,
      width: image.width,
      height: image.height,
      size_bytes: image.bytes.length,
    };
    const added = await deps.db.transaction().execute(async (trx) => {
      const isNew = await recordUpload(trx, {
        sha256: stored.sha256,
        file_name: stored.fileName,
        mime_type: image.type,
        size_bytes: image.bytes.length,
        width: image.width,
        height: image.height,
        uploaded_by: actor.adminId,
      });
      await writeAudit(trx, {
        ...actor,
        action: 'upload.stored',
        entity: 'upload',
        entityId: stored.sha256,
        after: { ...data, original_name: originalName.slice(0, 200), new_file: isNew },
      });
      return isNew;
    });
    return { added, data };
  }

  return { store };
}

export type UploadService = ReturnType<typeof createUploadService>;
