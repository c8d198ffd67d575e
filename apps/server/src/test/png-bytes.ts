import { crc32, deflateSync } from 'node:zlib';

/**
 * PNG files written byte by byte, for images no library draws (a decompression bomb) and for packages
 * without an image library (e2e). Node built-ins only, so e2e can import it without the app.
 */

export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1 for packed black and white, 8 for ordinary colour. */
  bitDepth: number;
  /** 0 greyscale, 2 truecolour (RGB). */
  colourType: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `scanlines` (each row a filter byte and its pixels), deflated at `level` (zlib's default when omitted). */
export function pngBytes(header: PngHeader, scanlines: Buffer, level?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colourType;
  const pixels = deflateSync(scanlines, level === undefined ? {} : { level });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
