import { arrangeServiceRequest, customerNamed, storedBooking, uniqueTag } from '../support/booking-rows';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.use({ timezoneId: 'Asia/Kolkata' });

/** 'HH:MM' in India, `minutes` from now: hours that surely cover the test's run. */
function indiaTime(minutes: number): string {
  const shifted = new Date(Date.now() + (330 + minutes) * 60_000);
  return shifted.toISOString().slice(11, 16);
}

/**
 * A Service Request of a customer at 411001 (Pune) and three vendors of its category: one next door,
 * one in Mumbai (120 km, outside its 10 km radius) and one next door whose trial is over.
 */
function arrange(tag: string) {
  const hours = { service_start_time: indiaTime(-180), service_end_time: indiaTime(180) };
  const vendor = (name: string, pincode: string, trialDays?: number) => ({
    vendor_name: `${name} ${tag}`,
    ...hours,
    service_radius: 10,
    pincode,
    trialDays,
  });
  const { bookingId, vendors } = arrangeServiceRequest(
    customerNamed(`Kavya ${tag}`, {
      customer_address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001' },
    }),
    { service_desc: 'Bathroom tap leaking.', service_price: 499 },
    {
      lapsed: vendor('Aarti', '411001', -1),
      far: vendor('Bhushan', '400001'),
      best: vendor('Chetan', '411002'),
    },
  );
  return { bookingId, ...vendors, hours };
}

test.describe('Dispatch: the assign view ranks vendors and says why', () => {
  test('the best vendor comes first with its score and chips, and the admin assigns it', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = arrange(tag);
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);
    const request = page
      .getByRole('table', { name: 'Service Request' })
      .getByRole('row', { name: new RegExp(tag) });
    await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', request)).click();
    await expect(
      page.getByRole('heading', { name: `Assign Vendor for Booking ID: ${arranged.bookingId}` }),
    ).toBeVisible();
    await expect(page.getByText('ranked best first by a score out of 100')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const vendors = page.getByRole('table', { name: 'Vendors' });
    await expect(vendors.getByRole('row')).toHaveCount(4);
    const row = (i: number) => vendors.getByRole('row').nth(i);
    const [first, second, third] = [row(1), row(2), row(3)];

    // 2.3 km inside its 10 km radius, idle, no reviews yet, working now: 40 × (1 − 0.5 × 0.23) + 25 + 12.5 + 15.
    await expect(first).toContainText(arranged.best.vendor_name);
    await expect(first.getByLabel('Score 88 of 100')).toHaveText('88');
    const chips = first.getByRole('list', { name: 'Ranking reasons' }).getByRole('listitem');
    await expect(chips).toHaveText([
      '2.3 km away, inside its 10 km radius',
      'No open assignments',
      'No reviews yet',
      `Working now (${arranged.hours.service_start_time} - ${arranged.hours.service_end_time})`,
    ]);

    await expect(second).toContainText(arranged.far.vendor_name);
    await expect(second.getByLabel('Score 53 of 100')).toBeVisible();
    await expect(second.getByRole('listitem').first()).toHaveText('120 km away, outside its 10 km radius');

    // Next door, but its trial is over: last, greyed out, with the failed rule as its first chip.
    await expect(third).toContainText(arranged.lapsed.vendor_name);
    await expect(third).toContainText('Cannot be assigned: No active subscription');
    await expect(third.getByLabel('Score 0 of 100')).toBeVisible();
    await expect(third.getByRole('listitem').first()).toHaveText('No active subscription');
    await expect(third.getByRole('radio')).toBeDisabled();

    await first.getByRole('radio', { name: `Select ${arranged.best.vendor_name}` }).check();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await expect(dialog).toContainText(`Vendor ID${arranged.best.vendor_id}`);
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`was assigned to booking ${arranged.bookingId}`)).toBeVisible();

    const stored = storedBooking(arranged.bookingId);
    expect(stored.vendor_id).toBe(arranged.best.vendor_id);
  });
});
