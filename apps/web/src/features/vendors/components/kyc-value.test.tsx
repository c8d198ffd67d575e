import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { KycValue } from './kyc-value';

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
});

describe('KycValue', () => {
  it('shows the masked number until Reveal asks the server for it, and hides it again', async () => {
    const calls = mockFetch({
      'POST /admin/data/vendors/9/kyc/reveal': () => ok({ field: 'aadhar', value: '123412341234' }),
    });
    const { user } = renderWithProviders(
      <KycValue vendorId={9} field="aadhar" masked="XXXX XXXX 1234" label="Aadhar" />,
    );
    expect(screen.getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));

    expect(await screen.findByText('123412341234')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ field: 'aadhar' });
    await user.click(screen.getByRole('button', { name: 'Hide Aadhar' }));
    expect(screen.getByText('XXXX XXXX 1234')).toBeInTheDocument();
  });

  it('keeps the mask and reports a refused reveal', async () => {
    mockFetch({ 'POST /admin/data/vendors/9/kyc/reveal': () => fail(404, 'Vendor not found') });
    const { user } = renderWithProviders(
      <KycValue vendorId={9} field="pan" masked="XXXXXX234F" label="PAN" />,
    );

    await user.click(screen.getByRole('button', { name: 'Reveal PAN' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Vendor not found');
    expect(screen.getByText('XXXXXX234F')).toBeInTheDocument();
  });

  it('shows N/A and no button when there is no number', () => {
    renderWithProviders(<KycValue vendorId={9} field="pan" masked={null} label="PAN" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the number masked, with no Reveal, for a role without vendors.kyc_reveal', () => {
    const calls = mockFetch({});
    renderWithProviders(<KycValue vendorId={9} field="pan" masked="XXXXXX234F" label="PAN" />, {
      me: aMe('support'),
    });

    expect(screen.getByText('XXXXXX234F')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal PAN' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
