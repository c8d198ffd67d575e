import type SharpConstructor from 'sharp';

let loading: Promise<typeof SharpConstructor> | undefined;

/**
 * sharp (libvips) adds ~19 MB to the process once loaded, and most server processes never see an image
 * upload: it loads on first use instead of at start. libvips' operation cache (up to 50 MB) is off: every
 * upload is a different image, so it would hold memory and answer nothing (ADR 025).
 */
export function loadSharp(): Promise<typeof SharpConstructor> {
  loading ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return loading;
}
