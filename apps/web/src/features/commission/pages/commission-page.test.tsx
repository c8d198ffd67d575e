import type { Commission } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { CommissionPage } from './commission-page';

const LIST = 'GET /admin/data/commissions';
const SAVE = 'PUT /admin/data/commissions';

const plumbing: Commission = {
  service_cat_id: 1,
  service_category_name: 'Plumbing',
  commission_percent: 12.5,
  is_default: false,
};
const painting: Commission = {
  service_cat_id: 2,
  service_category_name: 'Painting',
  commission_percent: 15,
  is_default: true,
};

describe('CommissionPage (docs/product/vendor-ledger.md#commission-screen)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('sends only the changed categories, blank as the default, and shows the saved list', async () => {
    const saved = [
      { ...plumbing, commission_percent: 15, is_default: true },
      { ...painting, commission_percent: 9.75, is_default: false },
    ];
    let current = [plumbing, painting];
    const requests = mockFetch({
      [LIST]: () => ok(current),
      [SAVE]: () => {
        current = saved;
        return ok(saved);
      },
    });
    const { user } = renderWithProviders(<CommissionPage />, { route: '/commission', notifications: true });

    const own = await screen.findByRole('textbox', { name: 'Commission % of Plumbing' });
    expect(own).toHaveValue('12.5');
    const byDefault = screen.getByRole('textbox', { name: 'Commission % of Painting' });
    expect(byDefault).toHaveValue('');
    expect(byDefault).toHaveAttribute('placeholder', 'Default (15%)');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(own);
    await user.type(byDefault, '9.75');
    await user.click(save);

    await screen.findByText('Commission saved for 2 categories');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual([
      { service_cat_id: 1, commission_percent: null },
      { service_cat_id: 2, commission_percent: 9.75 },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Commission % of Painting' })).toHaveValue('9.75'),
    );
  });

  it('refuses more than 100 without asking the server, and keeps a refused save in the form', async () => {
    const requests = mockFetch({
      [LIST]: () => ok([plumbing]),
      [SAVE]: () => fail(422, 'Service category 1 not found'),
    });
    const { user } = renderWithProviders(<CommissionPage />, { route: '/commission', notifications: true });
    const box = await screen.findByRole('textbox', { name: 'Commission % of Plumbing' });
    await user.clear(box);
    await user.type(box, '100.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At most 100')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(box);
    await user.type(box, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The commission was not saved')).toBeInTheDocument();
    expect(within(alert).getByText('Service category 1 not found')).toBeInTheDocument();
  });

  it('shows the percentages read-only to a member without commissions.manage', async () => {
    mockFetch({ [LIST]: () => ok([plumbing, painting]) });
    renderWithProviders(<CommissionPage />, { route: '/commission', me: aMe('viewer') });
    // The form (and its table) starts again from the list once it has arrived.
    await screen.findByText('12.5%');
    const table = screen.getByRole('table', { name: 'Commission by service category' });
    expect(within(table).getByText('Default (15%)')).toBeInTheDocument();
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(
      screen.getByText('You can see the commission; only owners and finance change it.'),
    ).toBeInTheDocument();
  });
});
