import { Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ChatVendor } from '@seva/contract';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { flattenVendors, useChatVendors } from '../api/get-chat-vendors';
import { ChatTexts } from '../texts';
import classes from './chat.module.css';
import { VendorListItem } from './vendor-list-item';

interface VendorListPaneProps {
  selectedVendorId: number | null;
  isUnread: (vendorId: number) => boolean;
  onSelect: (vendor: ChatVendor) => void;
}

/** The left pane: vendors searched by name or email on the server, most recent conversation first. */
export function VendorListPane({ selectedVendorId, isUnread, onSelect }: VendorListPaneProps) {
  // The pane loads further pages on demand (an infinite query), so only the search half is used.
  const { search, setSearch, term } = usePagedSearch();
  const query = useChatVendors(term);
  const vendors = flattenVendors(query.data);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center p="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{ChatTexts.loadingVendors}</Text>
        </Group>
      </Center>
    );
  } else if (query.isError && vendors.length === 0) {
    body = (
      <QueryErrorAlert
        m="md"
        error={query.error}
        onRetry={() => query.refetch()}
        retryLabel={ChatTexts.tryAgain}
      />
    );
  } else if (vendors.length === 0) {
    body = (
      <Text p="xl" ta="center" c="dimmed" size="sm" role="status">
        {term ? ChatTexts.noMatchingVendors : ChatTexts.noVendors}
      </Text>
    );
  } else {
    body = (
      <>
        <ul className={classes.vendorList} aria-label="Vendors">
          {vendors.map((vendor) => (
            <VendorListItem
              key={vendor.vendor_id}
              vendor={vendor}
              selected={vendor.vendor_id === selectedVendorId}
              unread={isUnread(vendor.vendor_id)}
              onSelect={onSelect}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <Center p="sm">
            <Button
              variant="subtle"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {ChatTexts.moreVendors}
            </Button>
          </Center>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-label="Vendors" className={classes.vendors}>
      <Box p="sm">
        <SearchInput label={ChatTexts.searchVendors} value={search} onChange={setSearch} />
      </Box>
      <div className={classes.scroll}>{body}</div>
    </Box>
  );
}
