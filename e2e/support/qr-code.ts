import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads a QR code drawn on the page as an authenticator app's camera would: the `<svg>` in `qr` is drawn on
 * a canvas in the browser, and its pixels are decoded here with jsQR. Answers the text the code holds.
 */
export async function scanQrCode(qr: Locator): Promise<string> {
  const image = await qr.evaluate(async (svg) => {
    const scale = 2;
    const { width, height } = svg.getBoundingClientRect();
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    // A white quiet zone around the code, as on the screen.
    const margin = 16 * scale;
    canvas.width = Math.round(width * scale) + 2 * margin;
    canvas.height = Math.round(height * scale) + 2 * margin;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, margin, margin, width * scale, height * scale);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    // The pixels cross to the test as one base64 string: a JSON array of them takes seconds.
    let bytes = '';
    for (let i = 0; i < pixels.data.length; i += 0x8000)
      bytes += String.fromCharCode(...pixels.data.subarray(i, i + 0x8000));
    return { width: pixels.width, height: pixels.height, data: btoa(bytes) };
  });
  const code = jsQR(new Uint8ClampedArray(Buffer.from(image.data, 'base64')), image.width, image.height);
  if (!code) throw new Error('no QR code could be read');
  return code.data;
}
