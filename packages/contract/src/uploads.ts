import { z } from 'zod';

/** The image formats POST /global/upload/file accepts, judged by content, with their stored extension. */
export const uploadImageTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageType = keyof typeof uploadImageTypes;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_SIDE_PX = 4000;
/** The multipart field that carries the image (docs/product/api.md#uploads). */
export const UPLOAD_FIELD = 'image';

export const storedImageSchema = z.object({
  /** `/uploads/<sha256 of the stored bytes>.<ext>`: the same image always gets the same URL. */
  url: z.string(),
  mime_type: z.enum(Object.keys(uploadImageTypes) as [UploadImageType, ...UploadImageType[]]),
  width: z.number().int(),
  height: z.number().int(),
  size_bytes: z.number().int(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** The url of the stored image (docs/product/api.md#uploads): at the top level, and in data like every other response. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  data: storedImageSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
