import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { solidPng } from './png';

describe('solidPng', () => {
  it('is a PNG of the size and colour asked, with valid chunk checksums', () => {
    const png = solidPng(4, [10, 20, 30]);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = new Map<string, Buffer>();
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.toString('ascii', at + 4, at + 8);
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length), type).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      chunks.set(type, data);
      at += 12 + length;
    }
    expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([4, 4, 8, 2]);
    const pixels = inflateSync(chunks.get('IDAT')!);
    expect(pixels.length).toBe(4 * (1 + 4 * 3));
    expect([...pixels.subarray(0, 4)]).toEqual([0, 10, 20, 30]);
  });
});
