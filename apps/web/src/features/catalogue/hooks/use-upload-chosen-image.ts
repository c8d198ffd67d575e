import { errorMessage } from '@/lib/api-error';
import { useUploadImage } from '../api/upload-image';

export type UploadOutcome = { ok: true; url: string | undefined } | { ok: false; reason: string };

/**
 * Uploads the chosen image before a save. On failure it answers the server's reason, so the form can show
 * it and 'File upload failed. Please try again.' (docs/product/catalogue.md#image-upload) and must not send the save.
 */
export function useUploadChosenImage() {
  const upload = useUploadImage();

  async function uploadChosen(file: File | null): Promise<UploadOutcome> {
    if (!file) return { ok: true, url: undefined };
    try {
      return { ok: true, url: await upload.mutateAsync(file) };
    } catch (error) {
      return { ok: false, reason: errorMessage(error) };
    }
  }

  return { uploadChosen, isUploading: upload.isPending };
}
