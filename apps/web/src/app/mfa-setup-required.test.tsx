import { TeamMessages } from '@seva/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { AppRoutes } from './router';

/**
 * A member whose role must use two-step sign-in signs in before turning it on (docs/product/team.md#roles-
 * that-must-use-it-mfa_required_roles): their token reaches only /admin/me and their account, every other
 * call is 403. The frame still draws, the bell and the screen stay quiet, and nothing asks again and again.
 */

beforeAll(
  () =>
    Promise.all([
      import('./shell/app-layout'),
      import('./shell/vendor-tabs-layout'),
      import('@/features/vendors/pages/vendor-list-page'),
    ]),
  60_000,
);

const refused = () => fail(403, TeamMessages.mfaSetupRequired);

describe('a session waiting for two-step sign-in to be turned on', () => {
  it("draws the frame and shows the screen's refusal in place, without a render failure or repeated calls", async () => {
    startSession({ token: 'setup-token', admin: { id: 9, name: 'Farah Finance' } });
    const requests = mockFetch({
      'GET /admin/me': () => ok(aMe('finance', { id: 9, name: 'Farah Finance' })),
      'GET /admin/notifications': refused,
      'GET /admin/data/vendors': refused,
      'GET /admin/data/getSERVICE_CATEGORIES': refused,
      'GET /chat/unread': refused,
    });
    renderWithProviders(<AppRoutes />, { route: '/managevendor', me: null, stepUpDialog: true });

    // The Vendor List's own failure, with the server's message.
    expect(
      await screen.findByText(/Turn on two-step sign-in to continue: your role requires it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('setup-token');

    // Each refused call was made once: none is retried or asked in a loop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const paths = requests.map((request) => request.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/admin/me', '/admin/notifications', '/admin/data/vendors']),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
