import { Anchor } from '@mantine/core';
import { NA } from '@/components/not-available';
import { isMissing } from '@/lib/format';

interface ExternalLinkProps {
  href: string | null | undefined;
  children: string;
}

/** A document or image link that opens in a new tab; N/A when there is no URL. */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  if (isMissing(href)) return <NA />;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {children}
    </Anchor>
  );
}
