import { notifications } from '@mantine/notifications';
import { TeamMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '@/api/get-me';
import { startSession } from '@/lib/session';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { TwoStepSection } from './two-step-section';
import { TwoStepStatus } from './two-step-status';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Seva%20Admin:asha%40seva.test?issuer=Seva%20Admin&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The section as /account shows it: with its status, for who is signed in as the cache has it. */
function Section() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <>
      <TwoStepStatus on={me.mfa_enabled} />
      <TwoStepSection me={me} onStepClosed={() => undefined} />
    </>
  );
}

function setup({ on = false, routes = {} }: { on?: boolean; routes?: Parameters<typeof mockFetch>[0] } = {}) {
  let enabled = on;
  const requests = mockFetch({
    'GET /admin/me': () => ok(aMe('owner', { mfa_enabled: enabled })),
    'POST /admin/me/mfa/setup': () => ok({ secret: SECRET, otpauth_url: OTPAUTH }),
    'POST /admin/me/mfa/enable': (request) => {
      if ((request.body as { code: string }).code !== '123456') return fail(400, TeamMessages.mfaCodeInvalid);
      enabled = true;
      return ok({ recovery_codes: CODES });
    },
    'POST /admin/me/mfa/disable': (request) => {
      if ((request.body as { code: string }).code !== '654321') return fail(400, TeamMessages.mfaCodeInvalid);
      enabled = false;
      return jsonResponse(200, { success: true, message: TeamMessages.mfaDisabled });
    },
    ...routes,
  });
  const view = renderWithProviders(<Section />, {
    me: aMe('owner', { mfa_enabled: on }),
    notifications: true,
  });
  return { ...view, requests };
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const codeInput = (name = 'Code from the app') => screen.getByRole('textbox', { name });

beforeEach(() => {
  startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
  notifications.clean();
});

// jsdom has no object URLs: the download's are stubbed in the one test that saves a file.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('/account: two-step sign-in, off', () => {
  it('prepares a secret on Turn on: its QR code, the key to type, and the code field takes the focus', async () => {
    const { user, requests } = setup();
    expect(screen.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('Or enter this key')).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(codeInput()).toHaveFocus();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /admin/me/mfa/setup']);
  });

  it('refuses a blank code in the form, and shows a wrong one as the server words it', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/admin/me/mfa/enable')).toHaveLength(0);

    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Two-step sign-in was not turned on');
    expect(alert).toHaveTextContent(TeamMessages.mfaCodeInvalid);
    expect(screen.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();
  });

  it('turns on with a right code: the ten recovery codes show once, to copy and download, then On', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the app' }), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(requests.find((r) => r.path === '/admin/me/mfa/enable')?.body).toEqual({ code: '123456' });
    expect(screen.getByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    // Who is signed in is asked again: two-step sign-in is on now.
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.path === '/admin/me')).toBe(true),
    );
    expect(screen.getByRole('status', { name: 'Two-step sign-in: On' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Codes copied' })).toBeInTheDocument();

    const saved: { blob?: Blob; name?: string } = {};
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:recovery-codes';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(saved.name).toBe('seva-admin-recovery-codes.txt');
    const text = await textOf(saved.blob);
    expect(text).toContain('Seva Admin recovery codes for asha@seva.test');
    for (const code of CODES) expect(text).toContain(code);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
    expect(screen.queryByText(CODES[0] as string)).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('goes back on Cancel without turning anything on', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/admin/me/mfa/enable')).toBe(false);
  });

  it("shows the server's refusal to prepare a secret", async () => {
    const { user } = setup({
      routes: { 'POST /admin/me/mfa/setup': () => fail(409, TeamMessages.mfaAlreadyEnabled) },
    });
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Two-step sign-in could not be prepared');
    expect(alert).toHaveTextContent(TeamMessages.mfaAlreadyEnabled);
  });
});

describe('/account: two-step sign-in, on', () => {
  it('turns off with a code asked for in a dialog; a wrong code keeps the dialog open', async () => {
    const { user, requests } = setup({ on: true });
    expect(screen.getByRole('status', { name: 'Two-step sign-in: On' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Enter the code')).toBeInTheDocument();

    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Two-step sign-in is still on');
    expect(alert).toHaveTextContent(TeamMessages.mfaCodeInvalid);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.filter((r) => r.path === '/admin/me/mfa/disable').map((r) => r.body)).toEqual([
      { code: '111111' },
      { code: '654321' },
    ]);
    expect(screen.getByRole('status', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
