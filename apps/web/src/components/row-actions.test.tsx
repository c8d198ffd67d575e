import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { DataTable } from './data-table';
import { actionsColumn } from './row-actions';

interface Plan {
  id: number;
  name: string;
  price: string;
}

const PLANS: Plan[] = [
  { id: 1, name: 'Basic', price: '₹99' },
  { id: 2, name: 'Pro', price: '₹499' },
];

function renderPlans(onEdit = vi.fn(), onDelete = vi.fn()) {
  return renderWithProviders(
    <DataTable<Plan>
      aria-label="Plans"
      idAccessor="id"
      records={PLANS}
      columns={[
        { accessor: 'name', title: 'Name' },
        { accessor: 'price', title: 'Price' },
        actionsColumn<Plan>({
          rowName: (p) => p.name,
          actions: (p) => [
            { label: 'Edit', onClick: () => onEdit(p) },
            {
              label: 'Delete',
              onClick: () => onDelete(p),
              disabledReason: p.id === 1 ? 'Vendors hold it' : null,
            },
          ],
        }),
      ]}
    />,
  );
}

describe('actionsColumn and the house DataTable', () => {
  it('draws the actions as buttons with their texts, grouped under the row, while the table has room', async () => {
    const onEdit = vi.fn();
    const { user } = renderPlans(onEdit);

    const actions = screen.getByRole('group', { name: 'Actions for Pro' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(screen.queryByRole('button', { name: 'Actions for Pro' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(PLANS[1]);
  });

  it('shows an action that cannot be taken as disabled, titled with the reason', async () => {
    const { user } = renderPlans();

    const remove = await rowMenuItem(user, 'Basic', 'Delete');
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', 'Vendors hold it');
    expect(await rowMenuItem(user, 'Basic', 'Edit')).toBeEnabled();
  });

  describe('when the table is wider than its box', () => {
    // jsdom lays nothing out: every box reports a table twice as wide as itself.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    });
    afterEach(() => vi.restoreAllMocks());

    it("folds each row's actions into one ⋮ named after it, whose menu holds them with their texts", async () => {
      const onEdit = vi.fn();
      const { user } = renderPlans(onEdit);

      const row = screen.getByText('Pro').closest('tr') as HTMLElement;
      expect(
        within(row)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Actions for Pro']);
      const edit = await rowMenuItem(user, 'Pro', 'Edit');
      expect(edit).toHaveAttribute('role', 'menuitem');
      await user.click(edit);
      expect(onEdit).toHaveBeenCalledWith(PLANS[1]);
    });

    it('shows an action that cannot be taken as a disabled item titled with the reason', async () => {
      const { user } = renderPlans();

      const remove = await rowMenuItem(user, 'Basic', 'Delete');
      expect(remove).toHaveAttribute('role', 'menuitem');
      expect(remove).toBeDisabled();
      expect(remove).toHaveAttribute('title', 'Vendors hold it');
    });
  });

  it("keeps SPEC's ⋮ menu whatever the width with menu: 'always', an outside action as a named icon beside it", async () => {
    const onView = vi.fn();
    const onBlock = vi.fn();
    const { user } = renderWithProviders(
      <DataTable<Plan>
        aria-label="Vendors"
        idAccessor="id"
        records={PLANS}
        columns={[
          { accessor: 'name', title: 'Name' },
          actionsColumn<Plan>({
            rowName: (p) => p.name,
            menu: 'always',
            actions: (p) => [
              { label: 'View details', icon: <span>eye</span>, onClick: () => onView(p), outside: true },
              { label: 'Block', onClick: () => onBlock(p) },
            ],
          }),
        ]}
      />,
    );

    const row = screen.getByText('Pro').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View details' }));
    expect(onView).toHaveBeenCalledWith(PLANS[1]);
    await user.click(await rowMenuItem(user, 'Pro', 'Block'));
    expect(onBlock).toHaveBeenCalledWith(PLANS[1]);
  });

  it("labels every cell with its column's title, which a card shows below 768 px", () => {
    renderPlans();

    const row = screen.getByText('Basic').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Price', 'Actions']);
  });
});
