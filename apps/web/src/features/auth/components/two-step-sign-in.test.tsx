import { TeamMessages } from '@seva/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

/** docs/product/shell-and-sign-in.md#two-step-code: the code step after the password. */

const codeAsked = { success: true, mfa_required: true, mfa_token: 'mfa-token-1' };
const signedIn = { success: true, token: 'session-token', admin: { id: 4, name: 'Kiran Kyc' } };

function renderSignIn(route = '/adminlogin?next=%2Fblockedvendors') {
  return renderWithProviders(<LoginForm onForgotPassword={() => undefined} />, {
    route,
    notifications: true,
  });
}

async function enterPassword(user: UserEvent) {
  await user.type(screen.getByLabelText('Email'), 'kiran@seva.test');
  await user.type(screen.getByLabelText('Password'), 'Kyc-pass-2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

function storedToken() {
  return localStorage.getItem('adminToken');
}

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password, then signs in with it and goes to the remembered page', async () => {
    const requests = mockFetch({
      'POST /admin/login': () => jsonResponse(200, codeAsked),
      'POST /admin/login/mfa': () => jsonResponse(200, signedIn),
    });
    const { user } = renderSignIn();

    await enterPassword(user);

    const code = await screen.findByRole('textbox', { name: 'Two-step code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(storedToken()).toBeNull();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fblockedvendors');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation()).toBe('/blockedvendors'));
    expect(requests[1]?.path).toBe('/admin/login/mfa');
    expect(requests[1]?.body).toEqual({ mfa_token: 'mfa-token-1', code: '123456' });
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
    expect(storedToken()).toBe('session-token');
    expect(localStorage.getItem('adminName')).toBe('Kiran Kyc');
    expect(localStorage.getItem('adminId')).toBe('4');
  });

  it('checks the code before sending it', async () => {
    const requests = mockFetch({ 'POST /admin/login': () => jsonResponse(200, codeAsked) });
    const { user } = renderSignIn();
    await enterPassword(user);
    const code = await screen.findByRole('textbox', { name: 'Two-step code' });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Two-step code is required')).toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();

    expect(requests.map((r) => r.path)).toEqual(['/admin/login']);
  });

  it('takes a recovery code in place of the code', async () => {
    const requests = mockFetch({
      'POST /admin/login': () => jsonResponse(200, codeAsked),
      'POST /admin/login/mfa': () => jsonResponse(200, signedIn),
    });
    const { user } = renderSignIn('/adminlogin');
    await enterPassword(user);
    await screen.findByRole('textbox', { name: 'Two-step code' });

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(recovery).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Two-step code' })).toBeNull();
    await user.type(recovery, 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation()).toBe('/managevendor'));
    expect(requests[1]?.body).toEqual({ mfa_token: 'mfa-token-1', code: 'abcde-23456' });
    expect(storedToken()).toBe('session-token');
  });

  it('switches back from the recovery code to the code from the app', async () => {
    mockFetch({ 'POST /admin/login': () => jsonResponse(200, codeAsked) });
    const { user } = renderSignIn();
    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));

    await user.click(screen.getByRole('button', { name: 'Use a code from the app instead' }));

    expect(screen.getByRole('textbox', { name: 'Two-step code' })).toHaveFocus();
  });

  it("shows 'Invalid two-step code' on a wrong code, empties the field and lets them try again", async () => {
    let tries = 0;
    const requests = mockFetch({
      'POST /admin/login': () => jsonResponse(200, codeAsked),
      'POST /admin/login/mfa': () => {
        tries += 1;
        return tries === 1
          ? jsonResponse(401, { success: false, message: TeamMessages.mfaCodeInvalid })
          : jsonResponse(200, signedIn);
      },
    });
    const { user } = renderSignIn();
    await enterPassword(user);
    const code = await screen.findByRole('textbox', { name: 'Two-step code' });

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid two-step code');
    expect(screen.getByRole('textbox', { name: 'Two-step code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Two-step code' })).toHaveFocus();
    expect(storedToken()).toBeNull();
    expect(currentLocation()).toBe('/adminlogin?next=%2Fblockedvendors');

    await user.type(screen.getByRole('textbox', { name: 'Two-step code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation()).toBe('/blockedvendors'));
    expect(requests.slice(1).map((r) => r.body)).toEqual([
      { mfa_token: 'mfa-token-1', code: '000000' },
      { mfa_token: 'mfa-token-1', code: '654321' },
    ]);
  });

  it('returns to the password with the server message once the sign-in has expired or had too many wrong codes', async () => {
    mockFetch({
      'POST /admin/login': () => jsonResponse(200, codeAsked),
      'POST /admin/login/mfa': () =>
        jsonResponse(401, { success: false, message: TeamMessages.mfaTokenInvalid }),
    });
    const { user } = renderSignIn();
    await enterPassword(user);

    await user.type(await screen.findByRole('textbox', { name: 'Two-step code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in has expired or had too many wrong codes; sign in again',
    );
    expect(screen.queryByRole('textbox', { name: 'Two-step code' })).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('kiran@seva.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(storedToken()).toBeNull();
  });

  it("'Back' returns to the password step, the email kept", async () => {
    const requests = mockFetch({ 'POST /admin/login': () => jsonResponse(200, codeAsked) });
    const { user } = renderSignIn();
    await enterPassword(user);
    await screen.findByRole('textbox', { name: 'Two-step code' });

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByLabelText('Email')).toHaveValue('kiran@seva.test');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});

describe('signing in to a role that must use two-step sign-in before it is on', () => {
  it('stores the session and goes to the account screen with a notice, whatever page was remembered', async () => {
    mockFetch({
      'POST /admin/login': () =>
        jsonResponse(200, {
          success: true,
          mfa_setup_required: true,
          token: 'setup-token',
          admin: { id: 9, name: 'Farah Finance' },
        }),
    });
    const { user } = renderSignIn();

    await enterPassword(user);

    await waitFor(() => expect(currentLocation()).toBe('/account'));
    expect(
      await screen.findByText('Your role requires two-step sign-in. Turn it on to continue.'),
    ).toBeVisible();
    expect(storedToken()).toBe('setup-token');
    expect(localStorage.getItem('adminName')).toBe('Farah Finance');
    expect(localStorage.getItem('adminId')).toBe('9');
  });
});
