import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedSearch } from '@/lib/use-paged-search';
import { SearchInput } from './search-input';

interface SearchableListHeaderProps {
  /** What stands left of the search box: the list's heading, or its tabs. */
  children: ReactNode;
  /** The search box's accessible name and placeholder, e.g. 'Search by customer name'. */
  searchLabel: string;
  /** The list's search state, from `usePagedSearch`. */
  paging: Pick<PagedSearch, 'search' | 'setSearch'>;
}

/** The top row of a searchable list: its heading on the left, the search box on the right (full width on phones). */
export function SearchableListHeader({ children, searchLabel, paging }: SearchableListHeaderProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {children}
      <SearchInput
        label={searchLabel}
        value={paging.search}
        onChange={paging.setSearch}
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}
