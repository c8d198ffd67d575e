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
  it('gives each row one ⋮ named after it, whose menu holds the actions with their texts', async () => {
    const onEdit = vi.fn();
    const { user } = renderPlans(onEdit);

    const row = screen.getByText('Pro').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    await user.click(await rowMenuItem(user, 'Pro', 'Edit'));
    expect(onEdit).toHaveBeenCalledWith(PLANS[1]);
  });

  it('shows an action that cannot be taken as a disabled item titled with the reason', async () => {
    const onDelete = vi.fn();
    const { user } = renderPlans(vi.fn(), onDelete);

    const remove = await rowMenuItem(user, 'Basic', 'Delete');
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', 'Vendors hold it');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
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
