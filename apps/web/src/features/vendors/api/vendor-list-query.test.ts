import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeVendor } from '@/test/vendor-fixtures';
import { getVendorsQueryOptions, prefetchFirstVendorPage } from './vendor-list-query';
import { FIRST_VENDOR_PAGE, requestFirstVendorPage } from './vendor-list-request';

const vendor = makeVendor({ vendor_id: 7, vendor_name: 'Asha Patil' });
const firstPageKey = getVendorsQueryOptions(FIRST_VENDOR_PAGE).queryKey;
const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
});

describe('the first Vendor List page of a cold load', () => {
  it('is asked for once: the query takes over the request sent before React started', async () => {
    const calls = mockFetch({ 'GET /admin/data/vendors': () => ok([vendor], 1) });
    requestFirstVendorPage();
    expect(calls).toHaveLength(1);

    const queryClient = quietClient();
    await prefetchFirstVendorPage(queryClient);

    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(firstPageKey)).toMatchObject({ data: [{ vendor_id: 7 }], total: 1 });
  });

  it('is asked for again once the early request has been taken (a later load, a retry)', async () => {
    let answers = 0;
    const calls = mockFetch({
      'GET /admin/data/vendors': () => (answers++ === 0 ? fail(500, 'Down') : ok([vendor], 1)),
    });
    requestFirstVendorPage();
    await prefetchFirstVendorPage(quietClient());
    expect(calls).toHaveLength(1);

    const queryClient = quietClient();
    await prefetchFirstVendorPage(queryClient);

    expect(calls).toHaveLength(2);
    expect(queryClient.getQueryData(firstPageKey)).toMatchObject({ total: 1 });
  });
});
