import type { ServiceCategory } from '@seva/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue-keys';
import { useServiceCategoriesByName } from './get-service-categories';

const category = (service_cat_id: number, service_name: string) =>
  ({ service_cat_id, service_name }) as ServiceCategory;

describe('useServiceCategoriesByName', () => {
  it('reads the catalogue screens’ categories, so a catalogue edit shows in the vendor pickers at once', async () => {
    const client = new QueryClient();
    client.setQueryData(catalogueKeys.categories(), [category(1, 'Plumbing'), category(2, 'Cleaning')]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useServiceCategoriesByName(), { wrapper });
    expect(result.current.data?.map((c) => c.service_name)).toEqual(['Cleaning', 'Plumbing']);

    // What the catalogue's create mutation does with the server's answer.
    act(() => {
      client.setQueryData<ServiceCategory[]>(catalogueKeys.categories(), (list) => [
        ...(list ?? []),
        category(3, 'Appliance repair'),
      ]);
    });
    await waitFor(() =>
      expect(result.current.data?.map((c) => c.service_name)).toEqual([
        'Appliance repair',
        'Cleaning',
        'Plumbing',
      ]),
    );
  });
});
