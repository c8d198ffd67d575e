import { Anchor } from '@mantine/core';
import classes from './skip-link.module.css';

interface SkipLinkProps {
  targetId: string;
}

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <Anchor href={`#${targetId}`} className={classes.link}>
      Skip to main content
    </Anchor>
  );
}
