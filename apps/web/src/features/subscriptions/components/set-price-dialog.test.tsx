import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SetPriceDialog } from './set-price-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <SetPriceDialog opened onClose={onClose} />
    </>,
  );
  return {
    ...view,
    onClose,
    dialog: () => within(screen.getByRole('dialog', { name: 'Set Price Details' })),
  };
}

/** Pastes rather than types: the same change events, a fraction of the time on a busy machine. */
async function enter(user: ReturnType<typeof renderDialog>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('SetPriceDialog', () => {
  it("has a 'Duration (days)' field that starts at 30 and sends what is typed", async () => {
    const requests = mockFetch({
      'POST /admin/data/insertSUBSCRIPTIONS': () =>
        jsonResponse(201, { success: true, data: { subscription_id: 9 } }),
    });
    const { user, dialog } = renderDialog();
    const duration = dialog().getByLabelText(/Duration \(days\)/);
    expect(duration).toHaveValue(30);
    await enter(user, dialog().getByLabelText(/Subscription Name/), 'Quarterly');
    await enter(user, dialog().getByLabelText(/Subscription Price/), '2499');
    await enter(user, dialog().getByLabelText(/Subscription Description/), 'Three months of leads');
    await user.clear(duration);
    await enter(user, duration, '90');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Subscription added successfully!')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({ subscription_name: 'Quarterly', duration_days: 90 });
  });

  it("refuses a blank duration with 'Please fill in all fields' and sends nothing", async () => {
    const requests = mockFetch({});
    const { user, dialog } = renderDialog();
    await enter(user, dialog().getByLabelText(/Subscription Name/), 'Gold');
    await enter(user, dialog().getByLabelText(/Subscription Price/), '10');
    await enter(user, dialog().getByLabelText(/Subscription Description/), 'x');
    await user.clear(dialog().getByLabelText(/Duration \(days\)/));
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(dialog().getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(requests).toHaveLength(0);
  });

  it("refuses a blank field with 'Please fill in all fields' and sends nothing", async () => {
    const requests = mockFetch({});
    const { user, dialog } = renderDialog();
    await enter(user, dialog().getByLabelText(/Subscription Name/), 'Gold');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(dialog().getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(requests).toHaveLength(0);
  });

  it("shows 'Adding...' while it works, sends the decimal price, then alerts success and closes", async () => {
    let answer: (response: Response) => void = () => {};
    const requests = mockFetch({
      'POST /admin/data/insertSUBSCRIPTIONS': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, dialog, onClose } = renderDialog();
    await enter(user, dialog().getByLabelText(/Subscription Name/), ' Gold ');
    await enter(user, dialog().getByLabelText(/Subscription Price/), '999.50');
    await enter(user, dialog().getByLabelText(/Subscription Description/), '90 days');
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    const adding = await dialog().findByRole('button', { name: 'Adding...' });
    expect(adding).toBeDisabled();
    expect(requests[0]?.body).toEqual({
      subscription_name: 'Gold',
      subscription_price: 999.5,
      subscription_desc: '90 days',
      duration_days: 30,
    });
    answer(jsonResponse(201, { success: true, data: { subscription_id: 9 } }));
    expect(await screen.findByText('Subscription added successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal as 'Error: {message}' and stays open", async () => {
    mockFetch({
      'POST /admin/data/insertSUBSCRIPTIONS': () =>
        jsonResponse(409, { success: false, message: 'A subscription plan named "Gold" already exists' }),
    });
    const { user, dialog, onClose } = renderDialog();
    await enter(user, dialog().getByLabelText(/Subscription Name/), 'Gold');
    await enter(user, dialog().getByLabelText(/Subscription Price/), '0');
    await enter(user, dialog().getByLabelText(/Subscription Description/), 'Free');
    await user.click(dialog().getByRole('button', { name: 'Add' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Error: A subscription plan named "Gold" already exists',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
