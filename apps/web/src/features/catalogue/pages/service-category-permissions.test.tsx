import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { columnHeaders } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { ServiceCategoryPage } from './service-category-page';

const plumbing = {
  service_cat_id: 1,
  service_name: 'Plumbing',
  service_description: 'Taps and pipes',
  service_image_url: null,
  created_at: '',
  updated_at: '',
};

beforeEach(() => localStorage.setItem('adminToken', 'token'));

describe('Service Category by role (docs/product/team.md#what-the-web-shows)', () => {
  it('shows a viewer the categories without adding, editing or deleting', async () => {
    mockFetch({
      'GET /admin/data/getSERVICE_CATEGORIES': () => ok([plumbing]),
      'GET /admin/data/getSERVICES': () => ok([]),
    });
    const { user } = renderWithProviders(<ServiceCategoryPage />, { me: aMe('viewer') });

    const table = await screen.findByRole('table', { name: 'Service categories' });
    expect(await screen.findByText('Plumbing')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(['Name', 'Icon', 'Description', 'Sub-services']);
    expect(screen.queryByRole('button', { name: 'Add Service Category' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Sub-services/ }));
    expect(await screen.findByText('No sub-services available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add a sub-service/ })).toBeNull();
  });
});
