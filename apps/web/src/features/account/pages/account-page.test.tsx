import { notifications } from '@mantine/notifications';
import { TeamMessages } from '@seva/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe, anAdminSession } from '@/test/team-fixtures';
import { AccountPage } from './account-page';

const farhan = aMe('finance', { id: 4, name: 'Farhan Qureshi', email: 'finance@seva.local' });

beforeEach(() => {
  startSession({ token: 'farhan-token', admin: { id: 4, name: 'Farhan Qureshi' } });
  notifications.clean();
});

describe('/account', () => {
  it('shows the profile, password, two-step sign-in and sessions of whoever is signed in', async () => {
    mockFetch({ 'GET /admin/me/sessions': () => ok([anAdminSession()]) });
    renderWithProviders(<AccountPage />, { me: farhan });

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    for (const section of ['Profile', 'Password', 'Two-step sign-in', 'Sessions'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Farhan Qureshi');
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.queryByText(/Your role requires two-step sign-in/)).toBeNull();
  });

  it('asks who is signed in again after a new name, and shows it', async () => {
    let name = 'Farhan Qureshi';
    const requests = mockFetch({
      'GET /admin/me/sessions': () => ok([anAdminSession()]),
      'PUT /admin/me': (request) => {
        name = (request.body as { name: string }).name;
        return ok({ ...farhan, name });
      },
      'GET /admin/me': () => ok({ ...farhan, name }),
    });
    const { user } = renderWithProviders(<AccountPage />, { me: farhan, notifications: true });
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Farhan Q.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.path === '/admin/me')).toBe(true),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Farhan Q.');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
  });

  it('tells a member whose role requires two-step sign-in to turn it on here, without alarm', async () => {
    mockFetch({ 'GET /admin/me/sessions': () => fail(403, TeamMessages.mfaSetupRequired) });
    renderWithProviders(<AccountPage />, { me: farhan });

    expect(
      await screen.findByText(
        'Your role requires two-step sign-in. Turn it on here; the other screens open once it is on.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your sessions show here once two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  });

  it('says it is loading until who is signed in is known, and a failure with Retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /admin/me/sessions': () => ok([anAdminSession()]),
      'GET /admin/me': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Database unavailable') : ok(farhan);
      },
    });
    const { user } = renderWithProviders(<AccountPage />, { me: null });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Farhan Qureshi');
  });
});
