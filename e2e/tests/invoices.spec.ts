import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { firstCategory, insertVendor, uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';
import { freshMobile, signInToVendorApp } from '../support/vendor-app';

/** The e2e server's PAYMENT_WEBHOOK_SECRET (support/environment.ts). */
const WEBHOOK_SECRET = 'e2e-payment-webhook-secret';

test.use({ timezoneId: 'Asia/Kolkata' });

test.describe('Invoices', () => {
  test("a vendor's captured plan payment shows as an invoice, and Download PDF gives its PDF", async ({
    page,
    request,
    signIn,
    smsOutbox,
  }) => {
    const tag = uniqueTag();
    const phone = freshMobile();
    const plan = withDatabase((db) => {
      insertVendor(db, {
        vendor_name: `Meera ${tag}`,
        name_of_bussiness: `Meera ${tag} Interiors`,
        vendor_mobile: phone,
        pincode: '400050',
        category: firstCategory(db),
      });
      return db
        .prepare(
          'select subscription_id, subscription_price from subscriptions where subscription_price > 0 order by subscription_id limit 1',
        )
        .get() as { subscription_id: number; subscription_price: number };
    });

    // The vendor app orders the plan and the provider's webhook says it was paid (docs/product/partner-api.md).
    const token = await signInToVendorApp(request, smsOutbox, phone);
    const ordered = await request.post('/api/v1/vendor/me/subscription/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: { subscription_id: plan.subscription_id },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const order = (await ordered.json()) as { order_id: string; amount: number };
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { order_id: order.order_id, payment_id: `pay_${tag}`, amount: order.amount, currency: 'INR' },
    });
    const captured = await request.post('/api/v1/payments/webhook', {
      headers: {
        'content-type': 'application/json',
        'x-payment-signature': createHmac('sha256', WEBHOOK_SECRET).update(event).digest('hex'),
      },
      data: event,
    });
    expect(captured.status(), await captured.text()).toBe(200);

    await signIn();
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Invoices' });
    await page
      .getByRole('searchbox', { name: 'Search by vendor name or invoice number' })
      .fill(`Meera ${tag}`);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText(/^SEVA\/\d{4}-\d{2}\/\d{6}$/);
    await expect(row).toContainText(`Meera ${tag} Interiors`);
    // Mumbai (PIN 400050) is not the seller's Karnataka: IGST.
    await expect(row.getByRole('cell').nth(6)).not.toHaveText('₹0');
    const number = await row.getByRole('cell').first().textContent();

    const downloading = page.waitForEvent('download');
    await (await rowMenuItem(page, number!, 'Download PDF', row)).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number!.replaceAll('/', '-')}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test('the demo seed issued invoices for its plan payments; search finds one by its number', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/invoices?sort=invoice_id');
    const table = page.getByRole('table', { name: 'Invoices' });
    const first = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(first).toHaveText(/^SEVA\/\d{4}-\d{2}\/000001$/);
    const number = (await first.textContent())!;
    await page.getByRole('searchbox', { name: 'Search by vendor name or invoice number' }).fill(number);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('1 document', { exact: true })).toBeVisible();
  });
});
