import { Group, Text } from '@mantine/core';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { VendorTexts } from '../messages';
import { occurrenceKeys } from './occurrence-keys';

interface PhotoStripProps {
  urls: readonly string[];
  /** Whose photos, for the images' alternative texts. */
  owner: string;
  /** Thumbnails shown before '+N'. */
  max?: number;
  /** Picture for a broken link (the approval view uses the workman picture). */
  fallback?: string;
}

/** The vendor's photos as small thumbnails, or 'No photos'. */
export function PhotoStrip({ urls, owner, max = 4, fallback }: PhotoStripProps) {
  if (urls.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {VendorTexts.noPhotos}
      </Text>
    );
  }
  const shown = urls.slice(0, max);
  const keys = occurrenceKeys(shown);
  const more = urls.length - shown.length;
  return (
    <Group gap={6} wrap="nowrap">
      {shown.map((url, index) => (
        <ImageWithFallback
          key={keys[index]}
          src={url}
          fallback={fallback}
          alt={`${owner} photo ${index + 1}`}
          w={44}
          h={44}
          radius="sm"
          fit="cover"
        />
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          +{more}
        </Text>
      ) : null}
    </Group>
  );
}
