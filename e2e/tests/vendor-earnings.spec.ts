import { sqliteQueries } from '../../apps/server/src/test/fixtures';
import { anotherAdmin } from '../support/admins';
import {
  customerNamed,
  firstCategory,
  insertCustomer,
  insertPaidBooking,
  insertVendor,
  randomDigits,
  uniqueTag,
} from '../support/booking-rows';
import { runWriteSync, withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { freshMobile, signInToVendorApp } from '../support/vendor-app';

/**
 * The Vendor earnings screens (docs/product/vendor-ledger.md#vendor-earnings-screen): a vendor completes a
 * paid booking in the vendor app, its balance shows on the list and its earning in its ledger; an owner
 * adjusts the balance; a member without `ledger.adjust` is not offered the adjustment.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

/** A vendor of the story's own with a booking paid at 10% commission, assigned to it and not completed. */
function arrangePaidBooking(price: number) {
  const tag = uniqueTag();
  const vendorName = `Earner ${tag}`;
  const mobile = freshMobile();
  return withDatabase((db) => {
    const category = firstCategory(db);
    const vendorId = insertVendor(db, { vendor_name: vendorName, vendor_mobile: mobile, category });
    const customer = customerNamed(`Payer ${tag}`);
    const customerId = insertCustomer(db, customer);
    const { bookingId, paymentId } = insertPaidBooking(db, {
      customer_id: customerId,
      customer,
      vendor_id: vendorId,
      category,
      service_desc: 'Fix the kitchen tap.',
      service_price: price,
      service_category_url: null,
      payment_date: new Date().toISOString(),
      payment_ref_no: `pay_E2E${randomDigits(11)}`,
      is_completed: 0,
    });
    // The percentage the payment was captured at (the demo category's own may change elsewhere).
    runWriteSync(
      db,
      sqliteQueries
        .updateTable('customer_payments')
        .set({ commission_percent: 10 })
        .where('payment_id', '=', paymentId),
    );
    return { tag, vendorName, vendorId, mobile, bookingId };
  });
}

test.describe('Vendor earnings', () => {
  test('a completed paid booking shows in the vendor’s balance and ledger, and an owner adjusts it', async ({
    page,
    request,
    signIn,
    smsOutbox,
  }) => {
    const paid = arrangePaidBooking(1200);
    const token = await signInToVendorApp(request, smsOutbox, paid.mobile);
    const completed = await request.post(`/api/v1/vendor/me/bookings/${paid.bookingId}/complete`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(completed.status(), await completed.text()).toBe(200);

    await signIn();
    await page.goto('/vendor-earnings');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(paid.tag);
    const balances = page.getByRole('table', { name: 'Vendor balances' });
    const row = balances.getByRole('row').filter({ hasText: paid.vendorName });
    // ₹1,200 less 10% commission.
    await expect(row).toContainText('₹1,080');
    await expect(page.getByText('1 vendor', { exact: true })).toBeVisible();

    await row.getByRole('link', { name: `Ledger of ${paid.vendorName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vendor-earnings/${paid.vendorId}$`));
    await expect(page.getByRole('heading', { name: `Ledger of ${paid.vendorName}` })).toBeVisible();
    const entries = page.getByRole('table', { name: 'Ledger entries' });
    const earning = entries.getByRole('row').filter({ hasText: 'Earning' });
    await expect(earning).toContainText('₹1,080');
    await expect(earning).toContainText('₹120');
    await expect(earning).toContainText(String(paid.bookingId));

    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${paid.vendorName}` });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('-80.5');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText('Enter a reason')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Broken tile replaced by us');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(page.getByText(`Adjustment saved for ${paid.vendorName}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const adjustment = entries.getByRole('row').filter({ hasText: 'Broken tile replaced by us' });
    await expect(adjustment).toContainText('Adjustment');
    await expect(adjustment).toContainText('-₹80.50');
    await expect(page.getByText('Balance', { exact: true }).locator('xpath=..')).toContainText('₹999.50');

    // The vendor app shows the same balance.
    const earnings = await request.get('/api/v1/vendor/me/earnings', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await earnings.json()) as { data: { balance: number } }).data.balance).toBe(999.5);
  });

  test('a member without ledger.adjust reads the ledger but is not offered an adjustment', async ({
    page,
    request,
    signIn,
  }) => {
    const paid = arrangePaidBooking(500);
    const viewer = await anotherAdmin(request, { role: 'viewer' });
    await signIn({ session: viewer });
    await page.goto(`/vendor-earnings/${paid.vendorId}`);
    await expect(page.getByRole('heading', { name: `Ledger of Vendor ${paid.vendorId}` })).toBeVisible();
    await expect(page.getByText('No entries yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  });
});
