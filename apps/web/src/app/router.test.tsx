import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { AppRoutes } from './router';

function signIn() {
  startSession({ token: 'session-token', admin: { id: 1, name: 'Asha Admin' } });
}

describe('routes', () => {
  it('sends a signed-out admin to sign in, remembering the deep link', async () => {
    renderWithProviders(<AppRoutes />, { route: '/blockedvendors' });

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fblockedvendors');
  });

  it('sends a signed-in admin from /adminlogin to the vendor list', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/adminlogin' });

    expect(await screen.findByRole('heading', { name: 'Vendor List' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/managevendor');
  });

  it('titles the document after the screen showing, and follows navigation', async () => {
    signIn();
    const { user } = renderWithProviders(<AppRoutes />, { route: '/pendingapproval' });
    await screen.findByRole('tablist', { name: 'Vendor screens' });
    expect(document.title).toBe('Pending Approval · Seva Admin');

    await user.click(screen.getByRole('tab', { name: 'Blocked Vendors' }));
    await vi.waitFor(() => expect(document.title).toBe('Blocked Vendors · Seva Admin'));
  });

  it('leads / to the vendor list and /login to sign-in', async () => {
    signIn();
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Vendor List' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/managevendor');
    unmount();

    localStorage.clear();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin');
  });

  it('shows the six vendor tabs on the vendor screens and switches screens with them', async () => {
    signIn();
    const { user } = renderWithProviders(<AppRoutes />, { route: '/pendingapproval' });

    const tablist = await screen.findByRole('tablist', { name: 'Vendor screens' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Vendor List',
      'Pending Approval',
      'Vendor Payments',
      'Service Category',
      'Booking Details',
      'Blocked Vendors',
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Pending Approval' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pending Approval');

    await user.click(within(tablist).getByRole('tab', { name: 'Blocked Vendors' }));

    expect(await screen.findByRole('heading', { name: 'Blocked Vendors' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/blockedvendors');
    expect(within(tablist).getByRole('tab', { name: 'Blocked Vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps /setpricing as an empty content area inside the shell', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/setpricing' });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('region', { name: 'Set pricing' })).toBeEmptyDOMElement();
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows a not-found panel with a way back for unknown addresses', async () => {
    signIn();
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-screen' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Vendor List' }));
    expect(await screen.findByRole('heading', { name: 'Vendor List' })).toBeInTheDocument();
  });

  it('returns to sign-in, remembering the screen, when the server rejects the token', async () => {
    signIn();
    mockFetch({
      'GET /admin/data/getcustomers': () =>
        jsonResponse(401, { success: false, message: 'Invalid or expired token' }),
    });
    renderWithProviders(<AppRoutes />, { route: '/userdetails' });
    await screen.findByRole('heading', { name: 'User Details' });

    await act(() => api.get('/admin/data/getcustomers').catch(() => undefined));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fuserdetails');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('follows a sign-out in another tab back to sign-in', async () => {
    signIn();
    renderWithProviders(<AppRoutes />, { route: '/messages' });
    await screen.findByRole('heading', { name: 'Messages' });

    act(() => {
      localStorage.removeItem('adminToken');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'adminToken', oldValue: 'session-token', newValue: null }),
      );
    });

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fmessages');
  });
});
