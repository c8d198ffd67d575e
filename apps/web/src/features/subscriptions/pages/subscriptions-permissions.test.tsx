import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { columnHeaders } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { SubscriptionsPage } from './subscriptions-page';

const plan = {
  subscription_id: 1,
  subscription_name: 'Gold',
  subscription_price: 999,
  subscription_desc: 'A year of leads',
  duration_days: 365,
};

beforeEach(() => localStorage.setItem('adminToken', 'token'));

describe('Subscriptions by role (docs/product/team.md#what-the-web-shows)', () => {
  it('shows finance the plans and its export, without adding, editing or deleting them', async () => {
    mockFetch({ 'GET /admin/data/getSUBSCRIPTIONS': () => ok([plan]) });
    renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions', me: aMe('finance') });

    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(await within(table).findByText('Gold')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(['Name', 'Price', 'Description']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Price Details' })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Subscription screens' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Subscriptions']);
  });
});
