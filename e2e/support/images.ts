import { crc32, deflateSync } from 'node:zlib';

/** A file for a file chooser: what Playwright's `setFiles` takes. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, written byte by byte (no image library needed in the e2e package). */
export function solidPng(name: string, [r, g, b]: [number, number, number], size = 48): ChosenFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** An HTML page dressed as a JPEG: the server must refuse it. */
export function htmlAsJpeg(name = 'photo.jpg'): ChosenFile {
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  };
}
