import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeVendor } from '@/test/vendor-fixtures';
import { getVendorsQueryOptions, prefetchFirstVendorPage } from './vendor-list-query';
import { FIRST_VENDOR_PAGE, requestFirstVendorPage, vendorListParamsFromUrl } from './vendor-list-request';

const vendor = makeVendor({ vendor_id: 7, vendor_name: 'Asha Patil' });
const firstPageKey = getVendorsQueryOptions(FIRST_VENDOR_PAGE).queryKey;
const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
});

describe('the first Vendor List page of a cold load', () => {
  it('is asked for once: the query takes over the request sent before React started', async () => {
    const calls = mockFetch({ 'GET /admin/data/vendors': () => ok([vendor], 1) });
    requestFirstVendorPage(FIRST_VENDOR_PAGE);
    expect(calls).toHaveLength(1);

    const queryClient = quietClient();
    await prefetchFirstVendorPage(queryClient, '');

    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(firstPageKey)).toMatchObject({ data: [{ vendor_id: 7 }], total: 1 });
  });

  it('is asked for again once the early request has been taken (a later load, a retry)', async () => {
    let answers = 0;
    const calls = mockFetch({
      'GET /admin/data/vendors': () => (answers++ === 0 ? fail(500, 'Down') : ok([vendor], 1)),
    });
    requestFirstVendorPage(FIRST_VENDOR_PAGE);
    await prefetchFirstVendorPage(quietClient(), '');
    expect(calls).toHaveLength(1);

    const queryClient = quietClient();
    await prefetchFirstVendorPage(queryClient, '');

    expect(calls).toHaveLength(2);
    expect(queryClient.getQueryData(firstPageKey)).toMatchObject({ total: 1 });
  });

  it('is the page the URL names, asked for once, and bad settings in the URL read as the defaults', async () => {
    const calls = mockFetch({ 'GET /admin/data/vendors': () => ok([vendor], 1) });
    const search = '?view=trial&status=approved&sort=-vendor_name&q=asha&page=3';
    const params = vendorListParamsFromUrl(search);
    expect(params).toEqual({
      view: 'trial',
      status: 'approved',
      category: null,
      q: 'asha',
      page: 3,
      sort: '-vendor_name',
    });
    requestFirstVendorPage(params);

    const queryClient = quietClient();
    await prefetchFirstVendorPage(queryClient, search);

    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toMatchObject({
      view: 'trial',
      state: 'approved',
      q: 'asha',
      sort: '-vendor_name',
      is_blocked: '0',
      offset: '100',
    });
    expect(queryClient.getQueryData(getVendorsQueryOptions(params).queryKey)).toMatchObject({ total: 1 });
    expect(vendorListParamsFromUrl('?view=nonsense&status=deleted&sort=password&page=-3')).toEqual(
      FIRST_VENDOR_PAGE,
    );
  });

  // The early request reads the sort as the screen does: every sort field of the contract, the new ones too.
  it.each(['-renewal_date', 'provider_payment_id', 'trial_days', '-is_approved', 'subscription_status'])(
    'asks early for the page of a URL sorted by %s',
    async (sort) => {
      const calls = mockFetch({ 'GET /admin/data/vendors': () => ok([vendor], 1) });
      const search = `?view=subscribed&sort=${sort}`;
      requestFirstVendorPage(vendorListParamsFromUrl(search));
      await prefetchFirstVendorPage(quietClient(), search);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.query.get('sort')).toBe(sort);
    },
  );
});
