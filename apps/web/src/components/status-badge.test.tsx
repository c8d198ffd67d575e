import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('draws the word as written and never clips it', () => {
    renderWithProviders(<StatusBadge color="blue">Booked</StatusBadge>);
    const label = screen.getByText('Booked');
    const badge = label.closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.textTransform).toBe('none'); // Mantine's badges print capitals
    expect(badge.style.overflow).toBe('visible');
    expect(label.style.overflow).toBe('visible');
  });
});
