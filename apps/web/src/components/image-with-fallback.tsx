import { Image, type ImageProps } from '@mantine/core';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** docs/product/bookings.md#booking-details: a broken image falls back to a default workman picture. */
export const WORKMAN_IMAGE = '/workman.svg';

interface ImageWithFallbackProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is missing or fails to load. */
  fallback?: string;
}

/** An image that shows a placeholder picture when the URL is missing or broken (docs/product/README.md#images). */
export function ImageWithFallback({
  src,
  alt,
  fallback = PLACEHOLDER_IMAGE,
  ...props
}: ImageWithFallbackProps) {
  return <Image src={src || fallback} fallbackSrc={fallback} alt={alt} loading="lazy" {...props} />;
}
