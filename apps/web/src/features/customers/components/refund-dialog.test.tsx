import { notifications } from '@mantine/notifications';
import { type CustomerPayment, type Refund, RefundMessages, TeamMessages } from '@seva/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPayment, aRefund } from '@/test/customer-fixtures';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { currentLocation, renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { UserPaymentDetailsPage } from '../pages/user-payment-details-page';

/**
 * The payment details dialog's refunds and the Refund dialog (docs/product/refunds-screens.md#payment-details-dialog,
 * #refund-dialog), on User Payment Details as an admin uses them.
 */

const PAGE_1 = 'GET /admin/data/allpaymentdetails?sort=-payment_date&limit=50&offset=0';
const REFUNDS = 'GET /admin/data/payments/34/refunds';
const REFUND = 'POST /admin/data/payments/34/refunds';

/** ₹2,000 paid, ₹500 of it refunded: ₹1,500 left. */
const partlyRefunded = aPayment({
  service_price: 2000,
  payment_amount: 2000,
  refunded_amount: 500,
  refundable_amount: 1500,
  refund_status: 'partial',
});
const firstRefund = aRefund({ status: 'processed', processed_at: '2026-11-30T05:04:00.000Z' });

/** The screen's answers, as they change: the payment list and the payment's refunds. */
function server(payment: CustomerPayment, refunds: Refund[]) {
  const state = { payment, refunds };
  const routes = {
    [PAGE_1]: () => ok([state.payment], 1),
    [REFUNDS]: () => ok(state.refunds),
  };
  return { state, routes };
}

const posted = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

async function openPayment(user: { click: (e: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'View payment 440740000034' }));
  return screen.findByRole('dialog', { name: 'Payment Details' });
}

async function openRefund(user: { click: (e: Element) => Promise<void> }) {
  const details = await openPayment(user);
  await user.click(await within(details).findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund payment 440740000034' });
}

const amountBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Amount' });

describe('a payment’s refunds and the Refund dialog', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });
  afterEach(() => act(() => notifications.clean()));

  it('shows the payment’s refunds with amount, status, reason and when, and what is left to refund', async () => {
    const { routes } = server(partlyRefunded, [firstRefund]);
    mockFetch(routes);
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const details = await openPayment(user);

    const refunds = await within(details).findByRole('table', { name: 'Refunds of payment 34' });
    const row = within(refunds).getByText('Service not delivered').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹500');
    expect(row).toHaveTextContent('Processed');
    expect(row).toHaveTextContent('30 Nov 2026, 10:30 IST');
    expect(row).toHaveTextContent('by Asha Admin');
    expect(row).toHaveTextContent('30 Nov 2026, 10:34 IST');
    expect(within(details).getByText('Refunded ₹500 of ₹2,000 · ₹1,500 refundable')).toBeInTheDocument();
    expect(within(details).getByText('Partial')).toBeInTheDocument();
  });

  it('says when a payment has no refund yet', async () => {
    const { routes } = server(aPayment(), []);
    mockFetch(routes);
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const details = await openPayment(user);
    expect(await within(details).findByText('No refunds yet')).toBeInTheDocument();
  });

  it('offers Refund only with payments.refund: finance and owners, not operations', async () => {
    const { routes } = server(partlyRefunded, []);
    mockFetch(routes);
    const first = renderWithProviders(<UserPaymentDetailsPage />, {
      route: '/userpaymentdetails',
      me: aMe('operations'),
    });
    const details = await openPayment(first.user);
    await within(details).findByText('No refunds yet');
    expect(within(details).queryByRole('button', { name: 'Refund' })).toBeNull();
    first.unmount();

    const second = renderWithProviders(<UserPaymentDetailsPage />, {
      route: '/userpaymentdetails',
      me: aMe('finance'),
    });
    const again = await openPayment(second.user);
    expect(await within(again).findByRole('button', { name: 'Refund' })).toBeEnabled();
  });

  it('disables Refund when nothing is left to refund', async () => {
    const full = aPayment({ refunded_amount: 123456.5, refundable_amount: 0, refund_status: 'full' });
    const { routes } = server(full, [aRefund({ amount: 123456.5, status: 'processed' })]);
    mockFetch(routes);
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const details = await openPayment(user);
    const refund = await within(details).findByRole('button', { name: 'Refund' });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAttribute('title', 'Nothing is left to refund');
  });

  it('starts at the whole refundable amount and refuses more than it, or nothing, in the form', async () => {
    const { routes } = server(partlyRefunded, [firstRefund]);
    const requests = mockFetch(routes);
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const dialog = await openRefund(user);

    expect(amountBox(dialog)).toHaveValue('1,500');
    expect(within(dialog).getByRole('button', { name: 'Refund ₹1,500' })).toBeInTheDocument();

    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1500.01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Service not delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,500.01' }));
    expect(within(dialog).getByText(RefundMessages.overRefundable(1500))).toBeInTheDocument();
    expect(
      within(dialog).getByText('The refund is more than the refundable amount of ₹1,500.00'),
    ).toBeInTheDocument();

    await user.clear(amountBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter the amount to refund')).toBeInTheDocument();

    await user.type(amountBox(dialog), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('The amount must be more than ₹0')).toBeInTheDocument();
    expect(posted(requests)).toEqual([]);
  });

  it('needs a reason', async () => {
    const { routes } = server(partlyRefunded, []);
    const requests = mockFetch(routes);
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const dialog = await openRefund(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,500' }));
    expect(within(dialog).getByText('Enter the reason for the refund')).toBeInTheDocument();
    expect(posted(requests)).toEqual([]);
  });

  it('shows the server’s refusal (422) in the dialog, which stays open', async () => {
    const { routes } = server(partlyRefunded, []);
    const message = RefundMessages.overRefundable(1000);
    const requests = mockFetch({ ...routes, [REFUND]: () => fail(422, message) });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    const dialog = await openRefund(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Late arrival');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,500' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The refund was not made');
    expect(alert).toHaveTextContent('The refund is more than the refundable amount of ₹1,000.00');
    expect(within(dialog).getByRole('button', { name: 'Refund ₹1,500' })).toBeDisabled();
    expect(posted(requests)).toHaveLength(1);

    // A changed amount may be sent again.
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '1000');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Refund ₹1,000' })).toBeEnabled();
  });

  it('refunds part of the payment: sends amount and reason, tells it, and shows the refund and the new status', async () => {
    const { state, routes } = server(partlyRefunded, [firstRefund]);
    const second = aRefund({
      refund_id: 13,
      amount: 250.75,
      reason: 'Half the work not done',
      status: 'pending',
      provider_refund_id: null,
    });
    const requests = mockFetch({
      ...routes,
      [REFUND]: () => {
        state.refunds = [second, firstRefund];
        state.payment = { ...partlyRefunded, refundable_amount: 1249.25, refund_status: 'pending' };
        return jsonResponse(201, { success: true, data: second });
      },
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, {
      route: '/userpaymentdetails',
      notifications: true,
    });
    const dialog = await openRefund(user);
    await user.clear(amountBox(dialog));
    await user.type(amountBox(dialog), '250.75');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Half the work not done ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹250.75' }));

    expect(
      await screen.findByText('A refund of ₹250.75 to Chapala Nayar was requested.'),
    ).toBeInTheDocument();
    expect(posted(requests).map((r) => r.body)).toEqual([
      { amount: 250.75, reason: 'Half the work not done' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Refund payment/ })).toBeNull());

    const details = screen.getByRole('dialog', { name: 'Payment Details' });
    const refunds = within(details).getByRole('table', { name: 'Refunds of payment 34' });
    const row = (await within(refunds).findByText('Half the work not done')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('₹250.75');
    expect(row).toHaveTextContent('Pending');
    expect(
      await within(details).findByText('Refunded ₹500 of ₹2,000 · ₹1,249.25 refundable'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Customer payments' });
    expect(within(table).getByText('Pending')).toBeInTheDocument();
  });

  it('asks for a two-step code when the server wants one, then sends the refund again', async () => {
    const { routes } = server(partlyRefunded, []);
    let calls = 0;
    const requests = mockFetch({
      ...routes,
      [REFUND]: () => {
        calls += 1;
        return calls === 1
          ? fail(403, TeamMessages.stepUpRequired)
          : jsonResponse(201, { success: true, data: aRefund({ amount: 1500, status: 'pending' }) });
      },
      'POST /admin/me/mfa/verify': () => ok(undefined),
    });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, {
      route: '/userpaymentdetails',
      notifications: true,
      stepUpDialog: true,
    });
    const dialog = await openRefund(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,500' }));

    const stepUp = await screen.findByRole('dialog', { name: 'Enter your two-step code' });
    await user.type(within(stepUp).getByRole('textbox', { name: 'Two-step code' }), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('A refund of ₹1,500 to Chapala Nayar was requested.')).toBeInTheDocument();
    expect(posted(requests).map((r) => r.path)).toEqual([
      '/admin/data/payments/34/refunds',
      '/admin/me/mfa/verify',
      '/admin/data/payments/34/refunds',
    ]);
  });

  it('leads to the Refunds screen from User Payment Details, for a member who may open it', async () => {
    mockFetch({ [PAGE_1]: () => ok([aPayment()], 1) });
    const { user } = renderWithProviders(<UserPaymentDetailsPage />, { route: '/userpaymentdetails' });
    await user.click(await screen.findByRole('link', { name: 'Refunds' }));
    expect(currentLocation()).toBe('/refunds');
  });
});
