import { TeamMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { KycValue } from '@/features/vendors/components/kyc-value';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

/**
 * Step-up (docs/product/team.md#what-the-web-does-for-step-up): a call refused with `Enter a two-step code
 * to continue` opens the one dialog; a code accepted sends the call again and the screen gets that answer.
 */

const REVEAL = 'POST /admin/data/vendors/9/kyc/reveal';
const VERIFY = 'POST /admin/me/mfa/verify';

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'session-token');
});

/** Answers `first` once, then `then` for every later call. */
function onceThen(first: () => Response, then: () => Response) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? first() : then();
  };
}

const refused = () => fail(403, TeamMessages.stepUpRequired);
const revealed = () => ok({ field: 'aadhar', value: '123412341234' });

function renderReveal() {
  return renderWithProviders(
    <KycValue vendorId={9} field="aadhar" masked="XXXX XXXX 1234" label="Aadhar" />,
    { stepUpDialog: true },
  );
}

/** A screen that starts two protected calls at once and shows how each ended. */
function TwoActions() {
  const [results, setResults] = useState<Record<string, string>>({});
  const run = (name: string, path: string) =>
    api.post<{ data: { value: string } }>(path, {}).then(
      (answer) => setResults((r) => ({ ...r, [name]: `${name}: ${answer.data.value}` })),
      (error: unknown) => setResults((r) => ({ ...r, [name]: `${name} failed: ${errorMessage(error)}` })),
    );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void run('first', '/admin/first');
          void run('second', '/admin/second');
        }}
      >
        Do both
      </button>
      {Object.values(results).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

describe('the step-up dialog', () => {
  it('asks for a code, verifies it, and sends the refused call again: the number appears', async () => {
    const requests = mockFetch({ [REVEAL]: onceThen(refused, revealed), [VERIFY]: () => ok(undefined) });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    expect(dialog).toHaveTextContent('This action needs a code from your authenticator app.');
    const code = within(dialog).getByRole('textbox', { name: 'Two-step code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('123412341234')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([REVEAL, VERIFY, REVEAL]);
    expect(requests[1]?.body).toEqual({ code: '123456' });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(requests[2]?.body).toEqual({ field: 'aadhar' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancel leaves the call with its refusal, which the screen shows as before', async () => {
    const requests = mockFetch({ [REVEAL]: refused, [VERIFY]: () => ok(undefined) });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a two-step code to continue');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([REVEAL]);
  });

  it("shows 'Invalid two-step code' in the dialog on a wrong code and lets them try again", async () => {
    const requests = mockFetch({
      [REVEAL]: onceThen(refused, revealed),
      [VERIFY]: onceThen(
        () => jsonResponse(400, { success: false, message: TeamMessages.mfaCodeInvalid }),
        () => ok(undefined),
      ),
    });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Two-step code' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid two-step code');
    const code = within(dialog).getByRole('textbox', { name: 'Two-step code' });
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(screen.getByText('XXXX XXXX 1234')).toBeInTheDocument();

    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('123412341234')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([REVEAL, VERIFY, VERIFY, REVEAL]);
  });

  it('checks the code is six digits before sending it', async () => {
    const requests = mockFetch({ [REVEAL]: refused });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Two-step code is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Two-step code' }), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Enter the 6-digit code')).toBeInTheDocument();

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([REVEAL]);
  });

  it('asks once for two calls refused together, and sends both again after the one code', async () => {
    const requests = mockFetch({
      'POST /admin/first': onceThen(refused, () => ok({ value: 'one' })),
      'POST /admin/second': onceThen(refused, () => ok({ value: 'two' })),
      [VERIFY]: () => ok(undefined),
    });
    const { user } = renderWithProviders(<TwoActions />, { stepUpDialog: true });

    await user.click(screen.getByRole('button', { name: 'Do both' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await waitFor(() => expect(requests.filter((r) => r.path !== '/admin/me/mfa/verify')).toHaveLength(2));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Two-step code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('first: one')).toBeInTheDocument();
    expect(await screen.findByText('second: two')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/admin/me/mfa/verify')).toHaveLength(1);
    expect(requests).toHaveLength(5);
  });

  it("does not ask when two-step sign-in is off: 'Turn on two-step sign-in first' reaches the screen", async () => {
    const requests = mockFetch({ [REVEAL]: () => fail(403, TeamMessages.mfaNotEnabled) });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Turn on two-step sign-in first');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('asks once per call: a call refused again after the code keeps that refusal', async () => {
    const requests = mockFetch({ [REVEAL]: refused, [VERIFY]: () => ok(undefined) });
    const { user } = renderReveal();

    await user.click(screen.getByRole('button', { name: 'Reveal Aadhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Two-step code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a two-step code to continue');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([REVEAL, VERIFY, REVEAL]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
