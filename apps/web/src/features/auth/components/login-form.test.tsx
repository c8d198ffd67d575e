import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

const signedIn = {
  success: true,
  token: 'session-token',
  admin: { id: 1, name: 'Asha Admin' },
};

function renderLoginForm(route = '/adminlogin', { fakeTimers = false } = {}) {
  const onForgotPassword = vi.fn();
  const view = renderWithProviders(<LoginForm onForgotPassword={onForgotPassword} />, {
    route,
    user: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  });
  return { ...view, onForgotPassword };
}

describe('LoginForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires email and password and sends nothing without them', async () => {
    const requests = mockFetch({});
    const { user } = renderLoginForm();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('stores the session and returns to the remembered origin after signing in', async () => {
    const requests = mockFetch({ 'POST /admin/login': () => jsonResponse(200, signedIn) });
    const { user } = renderLoginForm('/adminlogin?next=%2Fblockedvendors');

    await user.type(screen.getByLabelText('Email'), 'admin@seva.test');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/blockedvendors'));
    expect(requests[0]?.body).toEqual({ email: 'admin@seva.test', password: 'Admin@12345' });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('adminToken')).toBe('session-token');
    expect(localStorage.getItem('adminName')).toBe('Asha Admin');
    expect(localStorage.getItem('adminId')).toBe('1');
  });

  it('goes to the vendor list when no origin is remembered', async () => {
    mockFetch({ 'POST /admin/login': () => jsonResponse(200, signedIn) });
    const { user } = renderLoginForm();

    await user.type(screen.getByLabelText('Email'), 'admin@seva.test');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentLocation()).toBe('/managevendor'));
  });

  it("shows 'Enter correct Email and Password' on a rejected login, clears the session, and hides it after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('adminToken', 'stale');
    localStorage.setItem('adminName', 'Stale');
    localStorage.setItem('adminId', '9');
    mockFetch({
      'POST /admin/login': () => jsonResponse(401, { success: false, message: 'Invalid email or password' }),
    });
    const { user } = renderLoginForm('/adminlogin', { fakeTimers: true });

    await user.type(screen.getByLabelText('Email'), 'admin@seva.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter correct Email and Password');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminName')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
    expect(currentLocation()).toBe('/adminlogin');

    act(() => vi.advanceTimersByTime(4_500));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter correct Email and Password');

    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when sign-in is throttled", async () => {
    mockFetch({
      'POST /admin/login': () =>
        jsonResponse(429, { success: false, message: 'Too many attempts. Please try again later.' }),
    });
    const { user } = renderLoginForm();

    await user.type(screen.getByLabelText('Email'), 'admin@seva.test');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it("opens password recovery from 'Forgot Password?'", async () => {
    const { user, onForgotPassword } = renderLoginForm();

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});
