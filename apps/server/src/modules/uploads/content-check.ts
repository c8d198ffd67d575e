import type { UploadImageType } from '@seva/contract';

/** What an upload's bytes say it is, from its first bytes (never from its name or declared type). */
export function sniffImageType(bytes: Buffer): UploadImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'image/gif';
  }
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Text that starts like markup: SVG, HTML or XML, after an optional byte-order mark and whitespace. */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

/**
 * Markup hidden inside an image (a polyglot). The patterns are long enough that compressed image data
 * matches one by chance about once in a million 5 MB files.
 */
const HIDDEN_MARKUP =
  /<script|<html[\s>]|<!doctype|<\?php|<iframe|<body[\s>]|<object[\s>]|<embed[\s>]|javascript:/i;

/** More characters than the longest match of HIDDEN_MARKUP: what a chunk carries over to the next. */
const CARRIED_CHARACTERS = 16;

/** Looks for HIDDEN_MARKUP in a file given chunk by chunk, including across two chunks. */
export function hiddenMarkupScanner(): { push(chunk: Buffer): void; readonly found: boolean } {
  let carried = '';
  let found = false;
  return {
    push(chunk) {
      if (found) return;
      const text = carried + chunk.toString('latin1');
      found = HIDDEN_MARKUP.test(text);
      carried = text.slice(-CARRIED_CHARACTERS);
    },
    get found() {
      return found;
    },
  };
}
