import sharp from 'sharp';
import { pngBytes } from './png-bytes';

/** Images for the upload tests, drawn by sharp (or, for the bomb, written byte by byte). */

export const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 28, g: 126, b: 214 } } });

export const pngImage = (width = 64, height = 48) => solid(width, height).png().toBuffer();

/** A JPEG carrying EXIF (camera make and orientation) that the upload must drop. */
export const jpegWithExif = () =>
  solid(80, 60)
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Someone Private' } })
    .toBuffer();

export const webpImage = () => solid(40, 40).webp().toBuffer();

/** A three-frame animated GIF: yellow, blue and green frames of 20 × 20. */
export function animatedGif(): Promise<Buffer> {
  const colours = [
    [250, 176, 5],
    [28, 126, 214],
    [55, 178, 77],
  ];
  const raw = Buffer.concat(colours.map((rgb) => Buffer.from(Array.from({ length: 400 }, () => rgb).flat())));
  return sharp(raw, { raw: { width: 20, height: 60, channels: 3, pageHeight: 20 } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}

/**
 * A valid 1-bit greyscale PNG of `side` × `side` black pixels: 20 000 × 20 000 (400 million pixels,
 * 1.2 GB as RGB in memory) compresses to about 60 KB, the shape of a decompression bomb.
 */
export function pngBomb(side: number): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  return pngBytes(
    { width: side, height: side, bitDepth: 1, colourType: 0 },
    Buffer.alloc(rowBytes * side),
    9,
  );
}
