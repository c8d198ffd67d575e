import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('keeps the address as its text and may wrap it only before the @ and the dots', () => {
    renderWithProviders(<EmailAddress value="asha.patil@mail.example.in" />);
    const address = screen.getByText('asha.patil@mail.example.in');
    expect(address.textContent).toBe('asha.patil@mail.example.in');
    const pieces = Array.from(address.childNodes, (node) =>
      node.nodeName === 'WBR' ? '|' : node.textContent,
    );
    expect(pieces.join('')).toBe('asha|.patil|@mail|.example|.in');
  });

  it('shows N/A when there is no address', () => {
    renderWithProviders(<EmailAddress value={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
