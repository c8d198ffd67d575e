import { notifications } from '@mantine/notifications';
import { TeamMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, startSession } from '@/lib/session';
import { deferred, fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, rowMenuItem } from '@/test/table';
import { anAdminSession, USER_AGENTS } from '@/test/team-fixtures';
import { SessionsSection } from './sessions-section';

/** This browser's session, signed in 5 March 2026 at 19:37 India time. */
const here = anAdminSession({ id: 41, current: true });
/** Another, on Firefox on Windows: signed in 2 March 2026 at 09:15 India time, never used since. */
const laptop = anAdminSession({
  id: 38,
  current: false,
  created_at: '2026-03-02T03:45:00.000Z',
  last_seen_at: null,
  ip: '198.51.100.23',
  user_agent: USER_AGENTS.firefoxOnWindows,
});
/** An API client's session, without an address. */
const script = anAdminSession({
  id: 12,
  current: false,
  created_at: '2026-02-20T06:30:00.000Z',
  ip: null,
  user_agent: 'curl/8.5.0',
});
const LAPTOP = 'Firefox on Windows, signed in 2 Mar 2026, 09:15 IST';

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  // As the server might list them: this browser's session is not first.
  let live = [laptop, here, script];
  const requests = mockFetch({
    'GET /admin/me/sessions': () => ok(live),
    'DELETE /admin/me/sessions/38': () => {
      live = live.filter((s) => s.id !== 38);
      return jsonResponse(200, { success: true, message: TeamMessages.sessionRevoked });
    },
    'DELETE /admin/me/sessions/41': () => {
      live = live.filter((s) => s.id !== 41);
      return jsonResponse(200, { success: true, message: TeamMessages.sessionRevoked });
    },
    'POST /admin/me/sessions/revoke-others': () => {
      const revoked = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return ok({ revoked });
    },
    ...routes,
  });
  const view = renderWithProviders(<SessionsSection />, { route: '/account', notifications: true });
  return { ...view, requests };
}

const table = () => screen.findByRole('table', { name: 'Your sessions' });
const rowOf = async (text: RegExp) => within(await table()).findByRole('row', { name: text });

beforeEach(() => {
  startSession({ token: 'asha-token', admin: { id: 1, name: 'Asha Admin' } });
  notifications.clean();
});

describe('/account: sessions', () => {
  it('lists the sessions: device and user agent, address, signed in and last seen in India time, this device marked', async () => {
    setup();
    const sessions = await table();
    await waitFor(() => expect(within(sessions).getAllByRole('row')).toHaveLength(4));
    expect(columnHeaders(sessions)).toEqual(['Device', 'IP address', 'Signed in', 'Last seen', 'Actions']);

    const current = await rowOf(/Chrome on Linux/);
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).getByText(USER_AGENTS.chromeOnLinux)).toBeInTheDocument();
    expect(within(current).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(current).getByText('5 Mar 2026, 19:37 IST')).toBeInTheDocument();
    expect(within(current).getByText('6 Mar 2026, 10:00 IST')).toBeInTheDocument();

    const other = await rowOf(/Firefox on Windows/);
    expect(within(other).queryByText('This device')).toBeNull();
    expect(within(other).getByText('2 Mar 2026, 09:15 IST')).toBeInTheDocument();
    expect(within(other).getByText('Not yet')).toBeInTheDocument();

    const api = await rowOf(/curl/);
    expect(within(api).getByText('Unknown')).toBeInTheDocument();
    // An unknown client is named by its user agent, once.
    expect(within(api).getAllByText('curl/8.5.0')).toHaveLength(1);

    // This device comes first.
    expect(within(sessions).getAllByRole('row')[1]).toBe(current);
  });

  it('says it is loading, then shows a failed load with Retry', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    const { user } = setup({
      'GET /admin/me/sessions': () => {
        calls += 1;
        return calls === 1 ? answer.promise : ok([here]);
      },
    });
    expect(await screen.findByText('Loading your sessions...')).toBeInTheDocument();
    answer.resolve(fail(500, 'Database unavailable'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your sessions');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
  });

  it('says so when there are no sessions', async () => {
    setup({ 'GET /admin/me/sessions': () => ok([]) });
    expect(await screen.findByText('No sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });

  it('signs another session out after asking, naming it; the list follows', async () => {
    const { user, requests } = setup();
    await rowOf(/Firefox on Windows/);
    await user.click(await rowMenuItem(user, LAPTOP, 'Sign out'));

    const dialog = await screen.findByRole('dialog', { name: `Sign out ${LAPTOP}?` });
    expect(dialog).toHaveTextContent('It is signed out at once, wherever it is open.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText(`${LAPTOP} was signed out.`)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/admin/me/sessions/38',
    ]);
    await waitFor(async () => expect(within(await table()).queryByText(/Firefox on Windows/)).toBeNull());
    expect(getToken()).toBe('asha-token');
  });

  it('says in a red notification when a session could not be signed out', async () => {
    const { user } = setup({ 'DELETE /admin/me/sessions/38': () => fail(404, TeamMessages.sessionNotFound) });
    await rowOf(/Firefox on Windows/);
    await user.click(await rowMenuItem(user, LAPTOP, 'Sign out'));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Sign out ${LAPTOP}?` })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    expect(
      await screen.findByText(`${LAPTOP} was not signed out: ${TeamMessages.sessionNotFound}`),
    ).toBeInTheDocument();
  });

  it('signing out this device ends the session here and goes to sign-in', async () => {
    const { user, requests } = setup();
    await rowOf(/Chrome on Linux/);
    await user.click(await rowMenuItem(user, 'This device', 'Sign out'));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('you will return to the sign-in screen');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(currentLocation()).toBe('/adminlogin'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/admin/me/sessions/41',
    ]);
    expect(getToken()).toBeNull();
  });

  it('signs the other sessions out after asking, and says how many', async () => {
    const { user, requests } = setup();
    await rowOf(/Firefox on Windows/);
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out your other sessions?' });
    expect(dialog).toHaveTextContent(
      'Your 2 other sessions are signed out at once; this device stays signed in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));

    expect(await screen.findByText('2 other sessions were signed out.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/admin/me/sessions/revoke-others',
    ]);
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });

  it('waits for two-step sign-in, calmly, while the role requires it', async () => {
    setup({ 'GET /admin/me/sessions': () => fail(403, TeamMessages.mfaSetupRequired) });
    expect(
      await screen.findByText('Your sessions show here once two-step sign-in is on.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Your sessions' })).toBeNull();
  });
});
