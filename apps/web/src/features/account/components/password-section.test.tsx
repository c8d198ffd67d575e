import { notifications } from '@mantine/notifications';
import { TeamMessages } from '@seva/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PasswordSection } from './password-section';

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const requests = mockFetch({
    'POST /admin/me/password': () =>
      jsonResponse(200, { success: true, message: TeamMessages.passwordChanged }),
    ...routes,
  });
  return { ...renderWithProviders(<PasswordSection />, { notifications: true }), requests };
}

/** A password input by its label (which Mantine follows with the required field's `*`). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fillIn(user: UserEvent, current: string, next: string, confirm = next) {
  if (current) await user.type(field('Current password'), current);
  if (next) await user.type(field('New password'), next);
  if (confirm) await user.type(field('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
  notifications.clean();
});

describe('/account: Password', () => {
  it('changes the password with the current one, then empties the form', async () => {
    const { user, requests } = setup();
    await fillIn(user, 'Old-pass-1', 'New-pass-2026');

    expect(await screen.findByText(TeamMessages.passwordChanged)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/admin/me/password');
    expect(requests[0]?.body).toEqual({ current_password: 'Old-pass-1', new_password: 'New-pass-2026' });
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  });

  it('refuses in the form a missing current password, a short new one and copies that differ, sending nothing', async () => {
    const { user, requests } = setup();
    await fillIn(user, '', 'short', 'shorter');

    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('The new password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows a wrong current password as the server words it, on that field', async () => {
    const { user } = setup({
      'POST /admin/me/password': () =>
        jsonResponse(400, {
          success: false,
          message: TeamMessages.wrongCurrentPassword,
          errors: [{ path: 'current_password', message: TeamMessages.wrongCurrentPassword }],
        }),
    });
    await fillIn(user, 'Not-my-pass', 'New-pass-2026');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your password was not changed');
    expect(alert).toHaveTextContent(TeamMessages.wrongCurrentPassword);
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password')).toHaveFocus();
    expect(field('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(TeamMessages.passwordChanged)).toBeNull();

    // Typing again clears the refusal.
    await user.type(field('Current password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the lock after too many wrong tries', async () => {
    const { user } = setup({
      'POST /admin/me/password': () =>
        jsonResponse(429, { success: false, message: 'Too many attempts. Please try again later.' }),
    });
    await fillIn(user, 'Not-my-pass', 'New-pass-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });
});
