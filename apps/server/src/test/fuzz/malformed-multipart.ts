import fc from 'fast-check';

/**
 * multipart/form-data bodies for the upload route that no server may store: the boundary missing,
 * overlong or not the one the parts use, the body cut short, fields over the limit or too many, the
 * file in another field or missing — and the "image" is never one (text, so at best a 415).
 */
export function malformedUploads(url: string) {
  const part = fc.oneof(
    fc.record({
      kind: fc.constant('field' as const),
      name: fc.constantFrom('note', 'title', 'image', '__proto__', 'constructor', 'x'.repeat(120)),
      value: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 1025, max: 4000 }).map((n) => 'v'.repeat(n)),
      ),
    }),
    fc.record({
      kind: fc.constant('file' as const),
      name: fc.constantFrom('image', 'file', 'img'),
      filename: fc.constantFrom('a.png', 'photo.jpg', '', 'a\u0000.png', '../../etc/passwd', '😀.gif'),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
      content: fc.string({ maxLength: 300 }).map((text) => `not an image: ${text}`),
    }),
  );
  return fc
    .record({
      boundary: fc.oneof(
        fc.constant('fuzz-boundary'),
        fc.integer({ min: 71, max: 400 }).map((n) => 'b'.repeat(n)),
        fc.constant('-'),
      ),
      declared: fc.constantFrom('same', 'other', 'missing', 'empty', 'quoted'),
      parts: fc.array(part, { minLength: 0, maxLength: 14 }),
      closed: fc.boolean(),
      cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    })
    .map(({ boundary, declared, parts, closed, cutAt }) => {
      const body = parts
        .map((p) =>
          p.kind === 'field'
            ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n${p.content}\r\n`,
        )
        .join('');
      const whole = Buffer.from(closed ? `${body}--${boundary}--\r\n` : body);
      const payload = cutAt === undefined ? whole : whole.subarray(0, Math.floor(whole.length * cutAt));
      const parameter = {
        same: `; boundary=${boundary}`,
        other: '; boundary=not-the-one-used',
        missing: '',
        empty: '; boundary=',
        quoted: `; boundary="${boundary}"`,
      }[declared];
      return {
        kind: 'multipart',
        method: 'POST' as const,
        url,
        headers: { 'content-type': `multipart/form-data${parameter}` },
        payload,
      };
    });
}
