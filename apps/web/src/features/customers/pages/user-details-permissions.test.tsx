import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCustomer } from '@/test/customer-fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { columnHeaders } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { UserDetailsPage } from './user-details-page';

beforeEach(() => localStorage.setItem('adminToken', 'token'));

describe('User Details by role (docs/product/team.md#what-the-web-shows)', () => {
  it('shows a dispatcher the customers without their payments', async () => {
    mockFetch({ 'GET /admin/data/getcustomers': () => ok([aCustomer()], 1) });
    renderWithProviders(<UserDetailsPage />, { route: '/userdetails', me: aMe('dispatcher') });

    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByText('Chapala Nayar')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(['Name', 'Mobile Number', 'Country', 'Gender', 'Address', 'Email']);
    expect(screen.queryByRole('button', { name: /^Payment details of/ })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Customer screens' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['User Details']);
  });
});
