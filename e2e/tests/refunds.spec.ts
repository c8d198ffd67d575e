import type { APIRequestContext } from '@playwright/test';
import { anotherAdmin } from '../support/admins';
import { type AdminSession, enableTwoStepThroughApi } from '../support/auth-api';
import { SIMULATED_REFUND_DELAY_MS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { arrangePaidBooking } from '../support/refund-rows';
import { rowMenuItem } from '../support/row-actions';
import { markDocument, stillSameDocument } from '../support/same-document';

/**
 * Refunds from the screens (docs/product/refunds-screens.md): the simulated payment provider accepts a
 * refund and settles it SIMULATED_REFUND_DELAY_MS later with its signed `refund.processed` webhook; the
 * live event moves the refund to `Processed` on the open screen. Refunds need `payments.refund` and a
 * two-step code entered lately: each story's own owner turns two-step sign-in on through the API, which
 * counts as a code entered in that session, so the step-up dialog does not interrupt.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

/** Long enough for the outbox to deliver the refund and the provider to settle it, on a loaded machine. */
const SETTLED_MS = SIMULATED_REFUND_DELAY_MS + 20_000;

/** An owner of the story's own, two-step sign-in on (a code entered in this session), signed in. */
async function signInAsRefunder(
  request: APIRequestContext,
  signIn: (options: { session: AdminSession }) => Promise<AdminSession>,
): Promise<AdminSession> {
  const member = await anotherAdmin(request);
  await enableTwoStepThroughApi(request, member);
  await signIn({ session: member });
  return member;
}

test.describe('Refunds', () => {
  test('cancelling a paid booking from Booking Details refunds it, and its status becomes Processed without a reload', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow();
    const booking = arrangePaidBooking({ price: 1499 });
    await signInAsRefunder(request, signIn);

    await page.goto('/bookingdetails?tab=assigned');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(booking.tag);
    const assigned = page.getByRole('table', { name: 'Assigned' });
    await expect(assigned.getByRole('row').filter({ hasText: booking.tag })).toHaveCount(1);
    await markDocument(page);

    await (await rowMenuItem(page, `booking ${booking.bookingId}`, 'Cancel booking', assigned)).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingId}` });
    await expect(cancel.getByText('The customer paid ₹1,499 for this booking.')).toBeVisible();
    const refund = cancel.getByRole('checkbox', { name: 'Refund ₹1,499 to the customer' });
    await expect(refund).toBeChecked();
    const amount = cancel.getByRole('textbox', { name: 'Refund amount' });
    await expect(amount).toHaveValue('1,499');
    await amount.fill('1000');
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('The customer moved to another city');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();

    await expect(
      page.getByText(`Booking ${booking.bookingId} was cancelled. A refund of ₹1,000 was requested.`),
    ).toBeVisible();
    await expect(cancel).toBeHidden();
    const row = assigned.getByRole('row').filter({ hasText: booking.tag });
    await expect(row).toContainText('Cancelled');

    await (await rowMenuItem(page, `booking ${booking.bookingId}`, 'View Details', assigned)).click();
    const details = page.getByRole('dialog', { name: 'Customer Service Details' });
    const refunds = details.getByRole('table', { name: `Refunds of payment ${booking.paymentId}` });
    const refundRow = refunds.getByRole('row').filter({ hasText: 'The customer moved to another city' });
    await expect(refundRow).toContainText('₹1,000');
    // Pending or Requested first, then the provider's webhook settles it: the open dialog follows.
    await expect(refundRow).toContainText('Processed', { timeout: SETTLED_MS });
    await expect(refundRow.getByRole('cell').nth(4)).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/,
    );
    await expect(details.getByText('Refundable', { exact: true }).locator('xpath=..')).toContainText('₹499');
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('refunding part of a payment from its dialog, then finding it on the Refunds screen', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow();
    const paid = arrangePaidBooking({ price: 2000, completed: true });
    const member = await signInAsRefunder(request, signIn);

    await page.goto('/userpaymentdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(paid.tag);
    const payments = page.getByRole('table', { name: 'Customer payments' });
    const paymentRow = payments.getByRole('row').filter({ hasText: paid.tag });
    await expect(paymentRow).toHaveCount(1);
    await expect(paymentRow).toContainText('None');
    await markDocument(page);

    await page.getByRole('button', { name: `View payment ${paid.paymentRef}` }).click();
    const details = page.getByRole('dialog', { name: 'Payment Details' });
    await expect(details.getByText('No refunds yet')).toBeVisible();
    await details.getByRole('button', { name: 'Refund', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Refund payment ${paid.paymentRef}` });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue('2,000');
    await amount.fill('2000.01');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Part of the work was not done');
    await dialog.getByRole('button', { name: 'Refund ₹2,000.01' }).click();
    await expect(
      dialog.getByText('The refund is more than the refundable amount of ₹2,000.00'),
    ).toBeVisible();

    await amount.fill('750.5');
    await dialog.getByRole('button', { name: 'Refund ₹750.50' }).click();
    await expect(
      page.getByText(`A refund of ₹750.50 to ${paid.customer.customer_name} was requested.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    const refundRow = details
      .getByRole('table', { name: `Refunds of payment ${paid.paymentId}` })
      .getByRole('row')
      .filter({ hasText: 'Part of the work was not done' });
    await expect(refundRow).toContainText('₹750.50');
    await expect(refundRow).toContainText(`by ${member.admin.name}`);
    await expect(refundRow).toContainText('Processed', { timeout: SETTLED_MS });
    await expect(details.getByText('Refunded ₹750.50 of ₹2,000 · ₹1,249.50 refundable')).toBeVisible();
    await expect(details.getByText('Partial', { exact: true })).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(paymentRow).toContainText('Partial');

    await page.getByRole('link', { name: 'Refunds', exact: true }).click();
    await expect(page).toHaveURL('/refunds');
    await expect(page).toHaveTitle('Refunds · Seva Admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(paid.tag);
    await expect(page).toHaveURL(`/refunds?q=${paid.tag}`);
    const refunds = page.getByRole('table', { name: 'Refunds' });
    const listed = refunds.getByRole('row').filter({ hasText: paid.tag });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(String(paid.bookingId));
    await expect(listed).toContainText('₹750.50');
    await expect(listed).toContainText('Part of the work was not done');
    await expect(listed).toContainText('Processed');
    await expect(listed).toContainText(member.admin.name);

    // The status filter is kept in the address too, and a reload shows the same rows.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await expect(page).toHaveURL(`/refunds?q=${paid.tag}&status=failed`);
    await expect(page.getByText('No refunds match these filters')).toBeVisible();
    await page.goBack();
    await page.reload();
    await expect(refunds.getByRole('row').filter({ hasText: paid.tag })).toContainText('Processed');
  });
});
