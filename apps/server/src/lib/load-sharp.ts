import type SharpConstructor from 'sharp';

let loading: Promise<typeof SharpConstructor> | undefined;

/**
 * sharp (libvips) adds ~19 MB to the process once loaded, and most server processes never see an image
 * upload: it loads on first use instead of at start.
 */
export function loadSharp(): Promise<typeof SharpConstructor> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
