import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FirstScreenSelect } from './first-screen-select';

const VIEWS = [
  { value: 'all', label: 'All Vendors' },
  { value: 'trial', label: 'Trial User' },
];

describe('FirstScreenSelect', () => {
  it("shows the chosen option's label in a closed, labelled combobox", () => {
    renderWithProviders(
      <FirstScreenSelect label="View" data={VIEWS} value="trial" onChange={() => undefined} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'View' });
    expect(combobox).toHaveValue('Trial User');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click opens the Select; choosing an option reports it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FirstScreenSelect label="View" data={VIEWS} value="all" onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'View' }));
    await user.click(await screen.findByRole('option', { name: 'Trial User' }));
    expect(onChange).toHaveBeenCalledWith('trial', expect.objectContaining({ value: 'trial' }));
  });

  it('an arrow key on the focused combobox opens it too, keeping the focus there', async () => {
    const { user } = renderWithProviders(
      <FirstScreenSelect label="View" data={VIEWS} value="all" onChange={() => undefined} />,
    );
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Trial User' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveFocus();
  });
});
