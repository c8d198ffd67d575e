import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it("switches to the recovery flow with 'Forgot Password?' and back with 'Back to Login'", async () => {
    const { user } = renderWithProviders(<LoginPage />, { route: '/adminlogin' });

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('returns to the login form with the confirmation after the password was changed', async () => {
    mockFetch({
      'POST /admin/login/forgetPassword': () => jsonResponse(200, { success: true, message: 'Code sent.' }),
      'POST /admin/login/verifyOtp': () =>
        jsonResponse(200, { success: true, message: 'Verified.', token: 'reset-token' }),
      'PUT /admin/login/updatePassword': () =>
        jsonResponse(200, {
          success: true,
          message: 'Password updated. Please sign in with your new password.',
        }),
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/adminlogin' });

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await user.type(await screen.findByLabelText('New password'), 'Another-pass-9');
    await user.type(screen.getByLabelText('Confirm password'), 'Another-pass-9');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password updated. Please sign in with your new password.',
    );
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
