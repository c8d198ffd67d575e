import {
  firstCategory,
  insertVendor,
  insertVendorPayment,
  randomDigits,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';

test.use({ timezoneId: 'Asia/Kolkata' });

test.describe('Vendor Payments', () => {
  test('loads on entry, finds a payment by vendor name and shows every field of it', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = withDatabase((db) => {
      const vendor = {
        vendor_name: `Tanvi ${tag}`,
        name_of_bussiness: `Tanvi ${tag} Salon`,
        vendor_mobile: `8${randomDigits(9)}`,
        category: firstCategory(db),
        service_start_time: '10:00',
        service_end_time: '20:00',
      };
      const vendorId = insertVendor(db, vendor);
      const payment = {
        vendor_id: vendorId,
        vendor_name: vendor.vendor_name,
        vendor_email: `tanvi.${tag.toLowerCase()}@vendors.test`,
        name_of_bussiness: vendor.name_of_bussiness,
        // 14:05 in India on 21 September: Chromium writes the month `Sep`, as the web app's dates do.
        payment_date: '2026-09-21T08:35:00.000Z',
        provider_payment_id: `pay_${tag}${randomDigits(6)}`,
        provider_signature: `sig${randomDigits(20)}`,
        renewal_date: '2027-03-21T08:35:00.000Z',
        plan_name: 'Business Half-Yearly',
        price: 12399.5,
      };
      return { vendorId, payment, ...insertVendorPayment(db, payment) };
    });
    await signIn();
    await page.goto('/vendorpayments');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Payments' })).toBeVisible();

    const payments = page.getByRole('table', { name: 'Vendor payments' });
    await expect(payments.getByRole('row').nth(1)).toBeVisible(); // loaded on entry, nothing clicked
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag.toLowerCase());
    await expect(payments.getByRole('row')).toHaveCount(2);
    await expect(payments.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      arranged.payment.vendor_name,
      String(arranged.vendorId),
      '09/21/2026, 14:05',
      arranged.payment.provider_payment_id,
      '21 Mar 2027',
      'Business Half-Yearly',
      '₹12,399.50',
      '',
    ]);

    await payments
      .getByRole('button', { name: `View payment ${arranged.payment.provider_payment_id}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vendor Payment Details' });
    const expected: [string, string][] = [
      ['Payment ID', String(arranged.paymentId)],
      ['Subscription ID', String(arranged.subscriptionId)],
      ['Vendor Name', arranged.payment.vendor_name],
      ['Vendor Email', arranged.payment.vendor_email],
      ['Business Name', arranged.payment.name_of_bussiness],
      ['Payment Date', '21 Sep 2026, 14:05'],
      ['Provider Payment ID', arranged.payment.provider_payment_id],
      ['Provider Signature', arranged.payment.provider_signature],
      ['Renewal Date', '21 Mar 2027'],
      ['Plan', 'Business Half-Yearly'],
      ['Amount', '₹12,399.50'],
    ];
    for (const [label, value] of expected) {
      await expect(
        dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]'),
        label,
      ).toHaveText(value);
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(`${tag}-nobody`);
    await expect(page.getByText('No matching vendor payments found')).toBeVisible();
  });

  test("a load error replaces the screen with 'Error: …'", async ({ page, signIn }) => {
    // A server failure cannot be caused through the product, so this one answer is replaced.
    await page.route('**/api/v1/admin/data/getvendorpaymentdetails*', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Payments are unavailable' } }),
    );
    await signIn();
    await page.goto('/vendorpayments');

    await expect(page.getByRole('alert')).toContainText('Error: Payments are unavailable');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});
