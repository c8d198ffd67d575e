import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, startSession, storeAdminName } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { meKey, prefetchMe, useMe, useMeFollowsSession } from './get-me';
import { requestMe } from './get-me-request';

function WhoIsSignedIn() {
  useMeFollowsSession();
  const me = useMe();
  return <p>{me.data ? `${me.data.name}, ${me.data.role}` : 'Nobody yet'}</p>;
}

describe('who is signed in (GET /admin/me)', () => {
  it('is asked once, and asked again when another member signs in', async () => {
    startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
    let answer = aMe('owner');
    const requests = mockFetch({ 'GET /admin/me': () => ok(answer) });
    renderWithProviders(<WhoIsSignedIn />, { me: null });

    expect(await screen.findByText('Asha Admin, owner')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    answer = aMe('dispatcher', { id: 5, name: 'Dev Dispatcher' });
    act(() => startSession({ token: 'dispatcher-token', admin: { id: 5, name: 'Dev Dispatcher' } }));

    expect(await screen.findByText('Dev Dispatcher, dispatcher')).toBeInTheDocument();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer owner-token',
      'Bearer dispatcher-token',
    ]);
  });

  it('is not asked again when only the stored name changes (a member renamed themselves)', async () => {
    startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
    const requests = mockFetch({ 'GET /admin/me': () => ok(aMe()) });
    renderWithProviders(<WhoIsSignedIn />, { me: null });
    await screen.findByText('Asha Admin, owner');

    act(() => storeAdminName('Asha A. Rao'));
    expect(screen.getByText('Asha Admin, owner')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('is forgotten, and not asked for, on signing out', async () => {
    startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
    const requests = mockFetch({ 'GET /admin/me': () => ok(aMe()) });
    renderWithProviders(<WhoIsSignedIn />, { me: null });
    await screen.findByText('Asha Admin, owner');

    act(() => clearSession());
    expect(requests).toHaveLength(1);
  });

  it('on a cold load, takes over the request sent before React rather than asking twice', async () => {
    startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
    const requests = mockFetch({ 'GET /admin/me': () => ok(aMe('finance')) });
    requestMe();
    expect(requests).toHaveLength(1);

    const queryClient = new QueryClient();
    await prefetchMe(queryClient);

    expect(queryClient.getQueryData(meKey)).toMatchObject({ role: 'finance' });
    expect(requests).toHaveLength(1);
  });
});
