import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  it('offers the actions as buttons grouped under the row, and as its ⋮ menu with the same texts (CSS shows one)', async () => {
    const onEdit = vi.fn();
    const { user } = renderPlans(onEdit);

    const actions = screen.getByRole('group', { name: 'Actions for Pro' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
    await user.click(within(actions).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(PLANS[1]);

    await user.click(screen.getByRole('button', { name: 'Actions for Pro' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(items[0] as HTMLElement);
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('shows an action that cannot be taken as disabled, titled with the reason, as a button and as an item', async () => {
    const { user } = renderPlans();

    const button = await rowMenuItem(user, 'Basic', 'Delete');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Vendors hold it');
    await user.click(screen.getByRole('button', { name: 'Actions for Basic' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(item).toBeDisabled();
    expect(item).toHaveAttribute('title', 'Vendors hold it');
  });

  it("keeps SPEC's ⋮ menu whatever the width with buttonsFrom: 'menu', an outside action as a named icon beside it", async () => {
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
            buttonsFrom: 'menu',
            actions: (p) => [
              { label: 'View details', icon: <span>eye</span>, onClick: () => onView(p), outside: true },
              { label: 'Block', onClick: () => onBlock(p) },
            ],
          }),
        ]}
      />,
    );

    const row = screen.getByText('Pro').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('group')).toBeNull();
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
