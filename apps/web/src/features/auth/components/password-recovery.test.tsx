import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PasswordRecovery } from './password-recovery';

const CODE_SENT = 'If this phone number is registered, a one-time code has been sent to it.';

function recoveryServer() {
  return mockFetch({
    'POST /admin/login/forgetPassword': () => jsonResponse(200, { success: true, message: CODE_SENT }),
    'POST /admin/login/verifyOtp': ({ body }) =>
      (body as { otp: string }).otp === '123456'
        ? jsonResponse(200, { success: true, message: 'Code verified.', token: 'reset-token' })
        : jsonResponse(401, { success: false, message: 'Invalid or expired one-time code' }),
    'PUT /admin/login/updatePassword': () =>
      jsonResponse(200, {
        success: true,
        message: 'Password updated. Please sign in with your new password.',
      }),
  });
}

function renderRecovery() {
  const onBack = vi.fn();
  const onComplete = vi.fn();
  const view = renderWithProviders(<PasswordRecovery onBack={onBack} onComplete={onComplete} />, {
    route: '/adminlogin',
  });
  return { ...view, onBack, onComplete };
}

describe('PasswordRecovery', () => {
  it('requires a phone number and a 6-digit code', async () => {
    const requests = recoveryServer();
    const { user } = renderRecovery();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ phone: '9876543210' });
    expect(screen.getByRole('status')).toHaveTextContent(CODE_SENT);

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByText('One-time code is required')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("shows the server's message for a wrong code", async () => {
    recoveryServer();
    const { user } = renderRecovery();

    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired one-time code');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it("refuses mismatched passwords with 'Passwords do not match' and sends nothing", async () => {
    const requests = recoveryServer();
    const { user } = renderRecovery();

    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-pass2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests.map((r) => r.method)).not.toContain('PUT');
  });

  it('keeps the reset token as the admin token, sends it as bearer, then removes it', async () => {
    const requests = recoveryServer();
    const { user, onComplete } = renderRecovery();

    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await screen.findByLabelText('New password');
    expect(localStorage.getItem('adminToken')).toBe('reset-token');
    expect(requests[1]?.body).toEqual({ phone: '9876543210', otp: '123456' });
    expect(requests[1]?.headers.has('Authorization')).toBe(false);

    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-pass1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith('Password updated. Please sign in with your new password.'),
    );
    const update = requests[2];
    expect(update?.method).toBe('PUT');
    expect(update?.url).toBe('/api/v1/admin/login/updatePassword');
    expect(update?.headers.get('Authorization')).toBe('Bearer reset-token');
    expect(update?.body).toEqual({ phone: '9876543210', password: 'Brand-new-pass1' });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it("'Back to Login' resets the flow and forgets a reset token it stored", async () => {
    recoveryServer();
    const { user, onBack, unmount } = renderRecovery();

    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByLabelText('New password');

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    unmount();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
