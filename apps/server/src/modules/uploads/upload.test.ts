import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialect } from '../../test/test-database';
import { animatedGif, jpegWithExif, pngBomb, pngImage, solid, webpImage } from '../../test/test-images';
import { UploadRequestMessages } from './read-upload';

const STORED_URL = /^\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

interface UploadAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  body: any;
}

describe(`POST /global/upload/file (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  const db = () => t.database.handle.db;
  const uploadsDir = () => join(t.app.config.dataDir, 'uploads');
  const storedFiles = () => readdirSync(uploadsDir()).filter((name) => !name.startsWith('.'));
  /** Uploads waiting for their turn (upload-spool.ts); each is removed once answered. */
  const spooledFiles = () => readdirSync(join(t.app.config.dataDir, 'incoming'));
  const uploadRows = async () => db().selectFrom('uploads').selectAll().orderBy('id').execute();

  async function upload(
    bytes: Buffer,
    { name = 'picture.png', type = 'image/png', field = 'image', auth = true } = {},
  ): Promise<UploadAnswer> {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${t.baseUrl}/api/v1/global/upload/file`, {
      method: 'POST',
      body: form,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: await response.json() };
  }

  function expectRefused(answer: UploadAnswer, status: number, message: string | RegExp) {
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(message);
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  describe('accepts each allowed format, judged by content, and re-encodes it', () => {
    const cases: [string, () => Promise<Buffer>, string, string][] = [
      ['PNG', () => pngImage(), 'png', 'image/png'],
      ['JPEG', () => jpegWithExif(), 'jpg', 'image/jpeg'],
      ['WebP', () => webpImage(), 'webp', 'image/webp'],
      ['animated GIF', () => animatedGif(), 'gif', 'image/gif'],
    ];

    it.each(cases)('%s → 201 with the URL of the stored image', async (_, make, extension, mime) => {
      const res = await upload(await make(), { name: `upload.${extension}`, type: mime });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.url).toMatch(STORED_URL);
      expect(res.body.url.endsWith(`.${extension}`)).toBe(true);
      expect(res.body.data).toMatchObject({ url: res.body.url, mime_type: mime });

      const served = await fetch(`${t.baseUrl}${res.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(res.body.data.width);
      expect(res.body.data.size_bytes).toBe(bytes.length);
      if (extension === 'gif') expect(meta.pages).toBe(3);
      expect(spooledFiles()).toEqual([]);
    });

    it('drops EXIF from a JPEG (camera make, copyright)', async () => {
      const original = await jpegWithExif();
      expect(original.includes('SecretCam')).toBe(true);
      const res = await upload(original, { name: 'photo.jpg', type: 'image/jpeg' });
      const stored = Buffer.from(await (await fetch(`${t.baseUrl}${res.body.url}`)).arrayBuffer());
      expect(stored.includes('SecretCam')).toBe(false);
      expect(stored.includes('Someone Private')).toBe(false);
    });

    it('stores a PNG named .jpg as the PNG it is', async () => {
      const res = await upload(await pngImage(33, 33), { name: 'holiday.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/\.png$/);
      expect(res.body.data.mime_type).toBe('image/png');
    });
  });

  it('answers the same URL for the same image, storing one file and one row', async () => {
    const image = await pngImage(50, 50);
    const first = await upload(image);
    const second = await upload(image, { name: 'again.png' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    const name = first.body.url.split('/').at(-1);
    expect(storedFiles().filter((f) => f === name)).toHaveLength(1);
    expect((await uploadRows()).filter((r) => r.file_name === name)).toHaveLength(1);
    const row = (await uploadRows()).find((r) => r.file_name === name);
    expect(row).toMatchObject({ mime_type: 'image/png', width: 50, height: 50, uploaded_by: t.adminId });
    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('entity', '=', 'upload')
      .where('entity_id', '=', row!.sha256)
      .execute();
    expect(audits).toEqual([
      { action: 'upload.stored', admin_id: t.adminId },
      { action: 'upload.stored', admin_id: t.adminId },
    ]);
  });

  describe('refusals write nothing', () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeAll(async () => {
      filesBefore = storedFiles();
      rowsBefore = (await uploadRows()).length;
    });
    afterAll(async () => {
      expect(storedFiles()).toEqual(filesBefore);
      expect(spooledFiles()).toEqual([]);
      expect((await uploadRows()).length).toBe(rowsBefore);
    });

    it('an SVG → 415', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const res = await upload(svg, { name: 'icon.svg', type: 'image/svg+xml' });
      expectRefused(
        res,
        415,
        'SVG, HTML and other text files are not accepted. Upload a PNG, JPEG, WebP or GIF image.',
      );
    });

    it('an HTML page named .jpg and sent as image/jpeg → 415', async () => {
      const html = Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
      );
      const res = await upload(html, { name: 'photo.jpg', type: 'image/jpeg' });
      expectRefused(res, 415, /^SVG, HTML and other text files are not accepted/);
    });

    it('bytes that are no image at all → 415', async () => {
      const res = await upload(Buffer.from('%PDF-1.7 not an image'), { name: 'doc.png' });
      expectRefused(res, 415, 'Only PNG, JPEG, WebP and GIF images are accepted, judged by their content.');
    });

    it('a PNG with HTML and script appended (a polyglot) → 415', async () => {
      const polyglot = Buffer.concat([
        await pngImage(),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      const res = await upload(polyglot);
      expectRefused(res, 415, 'The image also contains HTML or script content and is not accepted.');
    });

    it('a 6 MB file → 413', async () => {
      const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024, 7)]);
      const res = await upload(big);
      expectRefused(res, 413, 'The image is larger than 5 MB');
    });

    it('a 20 000 × 20 000 image (a 48 KB decompression bomb) → 413, without decoding it', async () => {
      const bomb = pngBomb(20_000);
      expect(bomb.length).toBeLessThan(100_000);
      const started = Date.now();
      const res = await upload(bomb);
      expectRefused(res, 413, 'The image is 20000 × 20000 px; at most 4000 px a side is accepted.');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('an image 4 001 px wide → 413', async () => {
      const res = await upload(await solid(4001, 8).png().toBuffer());
      expectRefused(res, 413, 'The image is 4001 × 8 px; at most 4000 px a side is accepted.');
    });

    it('a truncated JPEG → 400', async () => {
      const jpeg = await solid(300, 200).jpeg().toBuffer();
      const res = await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.7)), {
        name: 'cut.jpg',
        type: 'image/jpeg',
      });
      expectRefused(res, 400, 'The image is damaged or incomplete and cannot be read.');
    });

    it('an empty file → 400', async () => {
      expectRefused(await upload(Buffer.alloc(0)), 400, 'The file is empty');
    });

    it('a file in another field → 400', async () => {
      const res = await upload(await pngImage(), { field: 'file' });
      expectRefused(res, 400, 'Attach the image as a file in the field "image"');
    });

    it('a JSON body → 415', async () => {
      const res = await t.request('POST', '/api/v1/global/upload/file', { body: { image: 'x' }, token });
      expectRefused(res, 415, 'Send the image as multipart/form-data in the field "image"');
    });

    describe('a malformed multipart body → 400 or 413 in the failure shape, never 500', () => {
      const part = (boundary: string, name: string, content: string, filename?: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
          filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''
        }\r\n\r\n${content}\r\n`;
      const send = (contentType: string, payload: string | Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/global/upload/file',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
      const expectMultipartRefusal = async (
        contentType: string,
        payload: string | Buffer,
        status: number,
        message: string,
      ) => {
        const res = await send(contentType, payload);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ success: false, message, request_id: res.headers['x-request-id'] });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      };
      let png: string;
      beforeAll(async () => {
        png = (await pngImage()).toString('latin1');
      });

      it('no boundary', async () => {
        await expectMultipartRefusal(
          'multipart/form-data',
          part('b', 'image', png, 'a.png'),
          400,
          UploadRequestMessages.noBoundary,
        );
      });

      it("a boundary over 70 characters, and one over busboy's 256", async () => {
        for (const length of [71, 300]) {
          const boundary = 'b'.repeat(length);
          await expectMultipartRefusal(
            `multipart/form-data; boundary=${boundary}`,
            `${part(boundary, 'image', png, 'a.png')}--${boundary}--\r\n`,
            400,
            UploadRequestMessages.boundaryTooLong,
          );
        }
      });

      it('parts that do not match the boundary', async () => {
        await expectMultipartRefusal(
          'multipart/form-data; boundary=expected',
          `${part('other', 'image', png, 'a.png')}--other--\r\n`,
          400,
          UploadRequestMessages.malformed,
        );
      });

      it('a body cut short, inside the file or inside the headers', async () => {
        const whole = `${part('cut', 'image', png, 'a.png')}--cut--\r\n`;
        for (const end of [whole.length - 200, 60]) {
          await expectMultipartRefusal(
            'multipart/form-data; boundary=cut',
            Buffer.from(whole.slice(0, end), 'latin1'),
            400,
            UploadRequestMessages.malformed,
          );
        }
      });

      it('a form field over 1 KB before the file', async () => {
        await expectMultipartRefusal(
          'multipart/form-data; boundary=f',
          `${part('f', 'note', 'x'.repeat(2000))}${part('f', 'image', png, 'a.png')}--f--\r\n`,
          413,
          UploadRequestMessages.fieldTooLarge,
        );
      });

      it('more parts than a form with one image needs', async () => {
        const fields = Array.from({ length: 12 }, (_, i) => part('p', `f${i}`, 'x')).join('');
        await expectMultipartRefusal(
          'multipart/form-data; boundary=p',
          `${fields}${part('p', 'image', png, 'a.png')}--p--\r\n`,
          413,
          UploadRequestMessages.tooManyParts,
        );
      });
    });

    it('no token → 401; a bad token → 401', async () => {
      const res = await upload(await pngImage(21, 21), { auth: false });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'No authentication token found' });
      const form = new FormData();
      form.append(
        'image',
        new Blob([new Uint8Array(await pngImage(22, 22))], { type: 'image/png' }),
        'a.png',
      );
      const bad = await fetch(`${t.baseUrl}/api/v1/global/upload/file`, {
        method: 'POST',
        body: form,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(bad.status).toBe(401);
    });
  });
});
