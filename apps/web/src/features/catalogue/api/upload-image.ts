import type { UploadResponse } from '@seva/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /global/upload/file with the multipart field `image`; resolves with the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const body = await api.post<UploadResponse>('/global/upload/file', form);
  return body.url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
