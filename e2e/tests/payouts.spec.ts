import { anotherAdmin } from '../support/admins';
import { enableTwoStepThroughApi } from '../support/auth-api';
import { SIMULATED_REFUND_DELAY_MS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { arrangeVendorOwed, runPayoutThroughApi } from '../support/payout-rows';
import { markDocument, stillSameDocument } from '../support/same-document';

/**
 * Payouts from the screen (docs/product/payouts.md#screen): a vendor owed a balance with a bank account on
 * file is paid by `Run payout`; the simulated provider accepts the payout and settles it
 * SIMULATED_REFUND_DELAY_MS later with its signed `payout.processed` webhook, and the live event moves the
 * row to `Processed` with its UTR on the open screen. A run needs `payouts.manage` and a two-step code
 * entered lately: the story's own owner turns two-step sign-in on through the API, which counts as one.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

/** Long enough for the outbox to deliver the payout and the provider to settle it, on a loaded machine. */
const SETTLED_MS = SIMULATED_REFUND_DELAY_MS + 20_000;
/**
 * A run pays every demo vendor owed a balance, one transaction each, before it answers: about 10 s on a
 * loaded two-core machine, the expectations' default wait.
 */
const RUN_MS = 30_000;

test.describe('Payouts', () => {
  test("running a payout pays a vendor's balance, and the payout becomes Processed without a reload", async ({
    page,
    request,
    signIn,
  }) => {
    test.slow();
    const member = await anotherAdmin(request);
    const vendor = await arrangeVendorOwed(request, member, 2345.67);
    await enableTwoStepThroughApi(request, member);
    await signIn({ session: member });

    await page.goto('/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await markDocument(page);

    await page.getByRole('button', { name: 'Run payout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pay every vendor their balance?' });
    await confirm.getByRole('button', { name: 'Pay vendors' }).click();
    await expect(page.getByText(/^\d+ payouts? queued/)).toBeVisible({ timeout: RUN_MS });
    await expect(confirm).toBeHidden();

    const table = page.getByRole('table', { name: 'Payouts' });
    const row = table.getByRole('row').filter({ hasText: vendor.vendorName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹2,345.67');
    // Queued or Processing first, then the provider's webhook settles it: the open screen follows.
    await expect(row).toContainText('Processed', { timeout: SETTLED_MS });
    await expect(row).toContainText(/SIMX\d{12}/);
    expect(await stillSameDocument(page)).toBe(true);

    // Paid once: a second run finds nothing owed to this vendor.
    await page.getByRole('button', { name: 'Run payout' }).click();
    await page
      .getByRole('dialog', { name: 'Pay every vendor their balance?' })
      .getByRole('button', { name: 'Pay vendors' })
      .click();
    await expect(page.getByText(/^\d+ payouts? queued/).last()).toBeVisible({ timeout: RUN_MS });
    await expect(table.getByRole('row').filter({ hasText: vendor.vendorName })).toHaveCount(1);
  });

  test('a payout the provider fails becomes Failed live, and the bell and the dashboard lead to the failed payouts', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow();
    const member = await anotherAdmin(request);
    // `FAIL` in the name: the simulated provider answers `payout.failed`.
    const vendor = await arrangeVendorOwed(request, member, 612.5, { namePrefix: 'FAIL Payee' });
    await enableTwoStepThroughApi(request, member);
    await signIn({ session: member });

    // The screen is open when the payout is run (through the API, for this vendor only): its row appears,
    // then turns Failed, live.
    await page.goto('/payouts');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await markDocument(page);
    await runPayoutThroughApi(request, member, [vendor.vendorId]);
    const row = page
      .getByRole('table', { name: 'Payouts' })
      .getByRole('row')
      .filter({ hasText: vendor.vendorName })
      .first();
    await expect(row).toContainText('₹612.50');
    await expect(row).toContainText('Failed', { timeout: SETTLED_MS });
    expect(await stillSameDocument(page)).toBe(true);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const failed = drawer.getByRole('link', { name: /^\d+ payouts? failed$/ });
    await expect(failed).toBeVisible();
    await failed.click();
    await expect(page).toHaveURL('/payouts?status=failed');
    await expect(drawer).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Payouts' })
        .getByRole('row')
        .filter({ hasText: vendor.vendorName })
        .first(),
    ).toContainText('Failed');

    await page.goto('/dashboard');
    const card = page.getByTestId('kpi-failed_payouts');
    await expect(card).toContainText(/Failed payouts\s*[1-9]/);
    await expect(card).toHaveAttribute('href', '/payouts?status=failed');
  });
});
