import { Group } from '@mantine/core';
import { NA } from '@/components/not-available';
import { ExternalLink } from './external-link';
import { occurrenceKeys } from './occurrence-keys';

interface ImageLinksProps {
  urls: readonly string[];
}

/** The vendor's photos as numbered links (Image 1, Image 2 …), or N/A. */
export function ImageLinks({ urls }: ImageLinksProps) {
  if (urls.length === 0) return <NA />;
  const keys = occurrenceKeys(urls);
  return (
    <Group gap="sm" component="span">
      {urls.map((url, index) => (
        <ExternalLink key={keys[index]} href={url}>{`Image ${index + 1}`}</ExternalLink>
      ))}
    </Group>
  );
}
