import { UPLOAD_MAX_SIDE_PX, type UploadImageType, uploadImageTypes } from '@seva/contract';
import type { Sharp } from 'sharp';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { badRequest, HttpError } from '../../lib/http-error';
import { loadSharp } from '../../lib/load-sharp';
import { looksLikeMarkup, sniffImageType } from './content-check';
import type { SpooledUpload } from './upload-spool';

/** Decoded pixels allowed for one upload, all frames together: one full-size still image. */
const MAX_TOTAL_PIXELS = UPLOAD_MAX_SIDE_PX * UPLOAD_MAX_SIDE_PX;
/**
 * Images decoded and encoded at once; more uploads wait their turn. Each one in progress holds native
 * memory (about 10 MB more per 4000 × 4000 JPEG), and sharp would otherwise take all four of libuv's
 * threads, which sign-ins (scrypt) and file reads need too (ADR 025).
 */
const IMAGES_AT_ONCE = 2;
const imageTurn = concurrencyLimit(IMAGES_AT_ONCE);

const FORMAT_OF: Record<UploadImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export const UploadMessages = {
  empty: 'The file is empty',
  markup: 'SVG, HTML and other text files are not accepted. Upload a PNG, JPEG, WebP or GIF image.',
  notImage: 'Only PNG, JPEG, WebP and GIF images are accepted, judged by their content.',
  polyglot: 'The image also contains HTML or script content and is not accepted.',
  unreadable: 'The image is damaged or incomplete and cannot be read.',
  tooManyPixels: 'The animation has too many frames to process. Upload a smaller image.',
  tooLargeSides: (width: number, height: number) =>
    `The image is ${width} × ${height} px; at most ${UPLOAD_MAX_SIDE_PX} px a side is accepted.`,
} as const;

const unsupported = (message: string) => new HttpError(415, message);
const tooLarge = (message: string) => new HttpError(413, message);

export interface ProcessedImage {
  bytes: Buffer;
  type: UploadImageType;
  extension: (typeof uploadImageTypes)[UploadImageType];
  width: number;
  height: number;
}

/**
 * Judges an upload by its content and re-encodes it in its own format: the stored file is pixels
 * only (metadata and anything appended are gone). Throws 415 for what is not an allowed image,
 * 413 for dimensions beyond the limit, 400 for a damaged or truncated image. libvips reads the
 * spooled file itself, in the image's turn.
 */
export async function processImage(upload: SpooledUpload): Promise<ProcessedImage> {
  if (upload.size === 0) throw badRequest(UploadMessages.empty);
  const type = sniffImageType(upload.head);
  if (!type)
    throw unsupported(looksLikeMarkup(upload.head) ? UploadMessages.markup : UploadMessages.notImage);
  if (upload.hiddenMarkup) throw unsupported(UploadMessages.polyglot);
  return imageTurn(() => reencode(upload.path, type));
}

async function reencode(input: string, type: UploadImageType): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const animated = type === 'image/gif' || type === 'image/webp';
  // The header alone: no pixels are decoded yet, so a decompression bomb costs nothing here.
  const meta = await sharp(input, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(UploadMessages.unreadable);
    });
  if (meta.format !== FORMAT_OF[type]) throw unsupported(UploadMessages.notImage);
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || frameHeight <= 0) throw badRequest(UploadMessages.unreadable);
  if (width > UPLOAD_MAX_SIDE_PX || frameHeight > UPLOAD_MAX_SIDE_PX) {
    throw tooLarge(UploadMessages.tooLargeSides(width, frameHeight));
  }
  const frames = meta.pages ?? 1;
  if (width * frameHeight * frames > MAX_TOTAL_PIXELS) throw tooLarge(UploadMessages.tooManyPixels);

  const decoder = sharp(input, {
    animated,
    limitInputPixels: MAX_TOTAL_PIXELS,
    failOn: 'error',
  }).autoOrient();
  try {
    const { data, info } = await encode(decoder, type).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      type,
      extension: uploadImageTypes[type],
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw badRequest(UploadMessages.unreadable);
  }
}

/**
 * The same format out as in; sharp writes no metadata unless asked to. A JPEG's Huffman tables are not
 * optimised: that holds the whole image's coefficients in memory (about 135 MB per 4000 × 4000 image in
 * progress, against about 30 MB streamed) for a file about 10 % smaller (ADR 025).
 */
function encode(image: Sharp, type: UploadImageType): Sharp {
  switch (type) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 85, optimiseCoding: false });
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/gif':
      return image.gif();
  }
}
