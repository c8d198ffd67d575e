import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAdminName, startSession } from '@/lib/session';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { ProfileSection } from './profile-section';

const ravi = aMe('dispatcher', { id: 7, name: 'Ravi Kumar', email: 'ravi@seva.test', phone: '9812345678' });

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const requests = mockFetch({
    'PUT /admin/me': (request) => ok({ ...ravi, name: (request.body as { name: string }).name }),
    ...routes,
  });
  const view = renderWithProviders(<ProfileSection me={ravi} />, { me: ravi, notifications: true });
  return { ...view, requests, name: () => screen.getByRole('textbox', { name: 'Name' }) };
}

beforeEach(() => {
  startSession({ token: 'ravi-token', admin: { id: 7, name: 'Ravi Kumar' } });
  notifications.clean();
});

describe('/account: Profile', () => {
  it('shows the name to change, and the email, phone and role as they are', () => {
    const { name } = setup();
    expect(name()).toHaveValue('Ravi Kumar');
    expect(screen.getByText('ravi@seva.test')).toBeInTheDocument();
    expect(screen.getByText('9812345678')).toBeInTheDocument();
    expect(screen.getByText('Dispatcher')).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
  });

  it('saves a new name, trimmed: the stored name and who is signed in follow', async () => {
    const { user, requests, name } = setup();
    await user.clear(name());
    await user.type(name(), '  Ravi K. Menon ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/admin/me');
    expect(put?.body).toEqual({ name: 'Ravi K. Menon' });
    // The top bar and the sidebar read the stored name.
    expect(getAdminName()).toBe('Ravi K. Menon');
  });

  it('refuses a blank name in the form, sending nothing', async () => {
    const { user, requests, name } = setup();
    await user.clear(name());
    await user.type(name(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const { user, name } = setup({ 'PUT /admin/me': () => fail(400, 'name must be at most 100 characters') });
    await user.type(name(), ' Menon');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your name was not saved');
    expect(alert).toHaveTextContent('name must be at most 100 characters');
    expect(getAdminName()).toBe('Ravi Kumar');
    expect(screen.queryByText('Your name was saved.')).toBeNull();
  });
});
