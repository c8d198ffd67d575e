import { availableParallelism, loadavg } from 'node:os';
import { crc32 } from 'node:zlib';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE_PX } from '@seva/contract';
import sharp, { type Sharp } from 'sharp';
import { rssBudgetLine } from './lib/budget';
import { login, startServer } from './lib/server-process';

const UPLOAD = '/api/v1/global/upload/file';
const SIDE = UPLOAD_MAX_SIDE_PX;
/** Uploads sent at once (the memory budget's case, docs/product/data-and-security.md#performance-budgets). */
const CONCURRENT = 8;
const ROUNDS = 3;

interface Image {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * `npm run bench -- uploads`: 8 uploads of a 4000 × 4000 image at once to POST /global/upload/file, as
 * JPEG photos and as PNG screenshots, 3 rounds of each, every file different (the rounds' files differ by
 * a comment), so that the server decodes and re-encodes 8 full-size images side by side. Prints the time
 * per round and the server's peak RSS, whose budget is 250 MB.
 */
export async function benchUploads(): Promise<string> {
  const started = performance.now();
  const sets = [
    await images('jpeg', (image) => image.jpeg({ quality: 90 })),
    await images('png', (image) => image.png({ compressionLevel: 6 })),
  ];
  const madeMs = performance.now() - started;
  // Event-loop shedding off, as in the other benches: a shared machine lags for reasons of its own.
  const server = await startServer({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }, 18_095);
  try {
    const token = await login(server.url);
    const idleMb = server.rssMb();
    const lines: string[] = [];
    for (const set of sets) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const roundStarted = performance.now();
        await Promise.all(set.map((image) => upload(server.url, token, image, `bench round ${round}`)));
        times.push(performance.now() - roundStarted);
      }
      const mb = set.reduce((n, image) => n + image.bytes.length, 0) / CONCURRENT / 1e6;
      lines.push(
        `${set[0]?.type} (${mb.toFixed(1)} MB each): ${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s per round of ${CONCURRENT}, peak RSS so far ${server.peakRssMb().toFixed(0)} MB`,
      );
    }
    console.log(rssBudgetLine('uploads peak', server.peakRssMb()));
    return (
      `uploads: ${CONCURRENT} × ${SIDE} × ${SIDE} at once, ${ROUNDS} rounds; ${lines.join('; ')}; ` +
      `server RSS idle ${idleMb.toFixed(0)} MB, peak ${server.peakRssMb().toFixed(0)} MB; images made in ` +
      `${(madeMs / 1000).toFixed(1)} s; machine load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`
    );
  } finally {
    await server.stop();
  }
}

/**
 * CONCURRENT different full-size images: smooth colour fields with a fine texture, shifted per image
 * (a photo-like JPEG of 2–4 MB; the PNG compresses like a screenshot), each under UPLOAD_MAX_BYTES.
 */
async function images(format: string, encode: (image: Sharp) => Sharp): Promise<Image[]> {
  const made: Image[] = [];
  for (let i = 0; i < CONCURRENT; i++) {
    const pixels = Buffer.alloc(SIDE * SIDE * 3);
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) {
        const at = (y * SIDE + x) * 3;
        const texture = format === 'jpeg' ? ((x * 7 + y * 13 + i) * 2654435761) >>> 28 : 0;
        pixels[at] = ((x >> 4) + i * 16 + texture) & 255;
        pixels[at + 1] = ((y >> 4) + texture) & 255;
        pixels[at + 2] = (((x + y) >> 5) + i * 32) & 255;
      }
    }
    const bytes = await encode(sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })).toBuffer();
    if (bytes.length > UPLOAD_MAX_BYTES) throw new Error(`the bench's ${format} is ${bytes.length} bytes`);
    made.push({ name: `bench-${i}.${format}`, type: `image/${format}`, bytes });
  }
  return made;
}

/** The image with a comment in it: other bytes, the same pixels. */
function withComment(image: Image, text: string): Buffer {
  const bytes = Buffer.from(text, 'latin1');
  if (image.type === 'image/jpeg') {
    // A COM segment right after the start-of-image marker.
    const segment = Buffer.alloc(4 + bytes.length);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(2 + bytes.length, 2);
    bytes.copy(segment, 4);
    return Buffer.concat([image.bytes.subarray(0, 2), segment, image.bytes.subarray(2)]);
  }
  // A PNG tEXt chunk right after IHDR (8-byte signature, then IHDR's 25 bytes).
  const body = Buffer.concat([Buffer.from('tEXt'), Buffer.from('Comment\0'), bytes]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return Buffer.concat([image.bytes.subarray(0, 33), chunk, image.bytes.subarray(33)]);
}

async function upload(url: string, token: string, image: Image, comment: string): Promise<void> {
  const form = new FormData();
  form.append(
    UPLOAD_FIELD,
    new Blob([new Uint8Array(withComment(image, comment))], { type: image.type }),
    image.name,
  );
  const res = await fetch(`${url}${UPLOAD}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`upload of ${image.name} answered ${res.status}: ${await res.text()}`);
  }
  await res.arrayBuffer();
}
