import type { ReactNode } from 'react';
import { isMissing } from '@/lib/format';
import { NA } from './not-available';

/**
 * Wraps anywhere, but keeps a few characters per line: without a minimum the table would squeeze the
 * e-mail column to a sliver to keep long names on one line.
 */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere', display: 'inline-block', minWidth: '8ch' } as const;

/**
 * An e-mail address in a table cell. It has no space to wrap at, so a long one would widen the table
 * past a laptop screen: it may wrap before its @ and its dots, and anywhere only when a part is still
 * wider than the column. The text (and what is copied) stays the address itself.
 */
export function EmailAddress({ value }: { value: string | null | undefined }) {
  if (isMissing(value)) return <NA />;
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of value.split(/(?=[@.])/)) {
    if (offset > 0) nodes.push(<wbr key={offset} />);
    nodes.push(part);
    offset += part.length;
  }
  return <span style={WRAP_ANYWHERE}>{nodes}</span>;
}
