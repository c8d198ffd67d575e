import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { LogoutButton } from './logout-button';

describe('LogoutButton', () => {
  beforeEach(() => {
    startSession({ token: 'session-token', admin: { id: 1, name: 'Asha Admin' } });
  });

  it('asks for confirmation, and Cancel keeps the admin signed in', async () => {
    const requests = mockFetch({});
    const { user } = renderWithProviders(<LogoutButton />, { route: '/messages' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure do you want to logout?' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem('adminToken')).toBe('session-token');
    expect(currentLocation()).toBe('/messages');
  });

  it('Logout revokes the session, clears the three keys and goes to /adminlogin', async () => {
    const requests = mockFetch({
      'POST /admin/logout': () => jsonResponse(200, { success: true, message: 'Signed out' }),
    });
    const { user } = renderWithProviders(<LogoutButton />, { route: '/messages' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure do you want to logout?' });
    await user.click(
      screen.getAllByRole('button', { name: 'Logout' }).find((b) => dialog.contains(b)) as HTMLElement,
    );

    await waitFor(() => expect(currentLocation()).toBe('/adminlogin'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminName')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    mockFetch({ 'POST /admin/logout': () => jsonResponse(503, { success: false, message: 'Unavailable' }) });
    const { user } = renderWithProviders(<LogoutButton />, { route: '/messages' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      screen.getAllByRole('button', { name: 'Logout' }).find((b) => dialog.contains(b)) as HTMLElement,
    );

    await waitFor(() => expect(currentLocation()).toBe('/adminlogin'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
