import { pngBytes } from '../../apps/server/src/test/png-bytes';

/** A file for a file chooser: what Playwright's `setFiles` takes. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real PNG of one colour, written byte by byte (no image library needed in the e2e package). */
export function solidPng(name: string, [r, g, b]: [number, number, number], size = 48): ChosenFile {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const buffer = pngBytes(
    { width: size, height: size, bitDepth: 8, colourType: 2 },
    Buffer.concat(Array.from({ length: size }, () => row)),
  );
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
