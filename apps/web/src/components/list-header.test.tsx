import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListHeader, ListTitle } from './list-header';

describe('ListHeader', () => {
  it('shows the heading with its id, the count, the search box and the actions', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListHeader
        search={{ label: 'Search by name', value: '', onChange, width: 260 }}
        actions={<button type="button">Set Price Details</button>}
      >
        <ListTitle title="Subscriptions" headingId="subscriptions-heading" summary="3 plans" />
      </ListHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toHaveAttribute(
      'id',
      'subscriptions-heading',
    );
    expect(screen.getByText('3 plans')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Set Price Details' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'g');
    expect(onChange).toHaveBeenCalledWith('g');
  });

  it('keeps the count line, blank, while the list loads', () => {
    renderWithProviders(
      <ListHeader>
        <ListTitle title="Service Category" headingId="service-category-heading" />
      </ListHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Service Category' });
    expect(heading.nextElementSibling).toHaveAttribute('aria-live', 'polite');
    expect(heading.nextElementSibling?.textContent).toBe(' ');
  });
});
