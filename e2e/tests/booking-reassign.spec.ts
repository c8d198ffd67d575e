import type { Page } from '@playwright/test';
import { arrangeServiceRequest, customerNamed, storedBooking, uniqueTag } from '../support/booking-rows';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.use({ timezoneId: 'Asia/Kolkata' });

/** An unassigned booking and two vendors that fit it, each with a running subscription (docs/product/dispatch.md). */
function arrange(tag: string) {
  const vendor = (name: string) => ({
    vendor_name: name,
    service_start_time: '08:00',
    service_end_time: '20:00',
    subscribedDays: 30,
  });
  const { bookingId, vendors } = arrangeServiceRequest(
    customerNamed(`Lakshmi ${tag}`, {
      customer_address: { street: '3 Temple Street', city: 'Madurai', state: 'Tamil Nadu', zip: '625001' },
    }),
    { service_desc: 'Fix a leaking kitchen tap.', service_price: 799 },
    { first: vendor(`Anand ${tag}`), second: vendor(`Chitra ${tag}`) },
  );
  const named = ({ vendor_id, vendor_name }: { vendor_id: number; vendor_name: string }) => ({
    vendorId: vendor_id,
    name: vendor_name,
  });
  return { bookingId, first: named(vendors.first), second: named(vendors.second) };
}

/** Picks a vendor by name in the assign view (the list is ranked, so never by position). */
async function pickVendor(page: Page, tag: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
  await page
    .getByRole('table', { name: 'Vendors' })
    .getByRole('radio', { name: `Select ${name}` })
    .check();
  await page.getByRole('button', { name: 'Confirm Selection' }).click();
}

test.describe('Booking Details: re-assigning and cancelling', () => {
  test('an admin re-assigns an assigned booking, sees both moves in its history, then cancels it with a reason', async ({
    page,
    signIn,
  }) => {
    // Two assignments, three dialogs and a cancellation: about 27 s on a quiet 2-core machine.
    test.slow();
    const tag = uniqueTag();
    const { bookingId, first, second } = arrange(tag);
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);

    // First assignment, as before.
    const requests = page.getByRole('table', { name: 'Service Request' });
    const request = requests.getByRole('row', { name: new RegExp(`Lakshmi ${tag}`) });
    await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', request)).click();
    await pickVendor(page, tag, first.name);
    await page
      .getByRole('dialog', { name: 'Confirm Vendor Assignment' })
      .getByRole('button', { name: 'Confirm Assignment' })
      .click();
    await expect(page.getByText(`was assigned to booking ${bookingId}`)).toBeVisible();

    // Re-assignment from the Assigned table.
    await page.getByRole('button', { name: 'Assigned' }).click();
    const assigned = page.getByRole('table', { name: 'Assigned' });
    const row = assigned.getByRole('row', { name: new RegExp(`Lakshmi ${tag}`) });
    await expect(row.getByRole('cell').nth(4)).toHaveText(String(first.vendorId));
    await (await rowMenuItem(page, /^Actions for booking /, 'Re-assign', row)).click();

    await expect(
      page.getByRole('heading', { name: `Re-assign Vendor for Booking ID: ${bookingId}` }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Current vendor: ${first.name} (Vendor ID ${first.vendorId}). It cannot be chosen again.`,
      ),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const vendors = page.getByRole('table', { name: 'Vendors' });
    await expect(vendors.getByRole('radio', { name: `Select ${second.name}` })).toBeVisible();
    await expect(vendors.getByRole('radio', { name: `Select ${first.name}` })).toHaveCount(0);
    await pickVendor(page, tag, second.name);

    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Re-assignment' });
    await expect(dialog).toContainText(
      `Move booking ${bookingId} from ${first.name} (Vendor ID ${first.vendorId}) to ${second.name} (Vendor ID ${second.vendorId})?`,
    );
    await dialog.getByRole('button', { name: 'Confirm Re-assignment' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        `Booking ${bookingId} was moved from ${first.name} (Vendor ID ${first.vendorId}) to ${second.name} (Vendor ID ${second.vendorId}).`,
      ),
    ).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText(String(second.vendorId));

    // Both moves in the booking's history.
    await (await rowMenuItem(page, /^Actions for booking /, 'View Details', row)).click();
    const details = page.getByRole('dialog', { name: 'Customer Service Details' });
    const history = details.getByRole('region', { name: 'History' });
    await expect(history.getByText('booking.assigned', { exact: true })).toBeVisible();
    await expect(history.getByText('booking.reassigned', { exact: true })).toBeVisible();
    await expect(history.getByRole('table', { name: 'Changes of booking.reassigned' })).toContainText(
      first.name,
    );
    await expect(history.getByRole('table', { name: 'Changes of booking.reassigned' })).toContainText(
      second.name,
    );
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    // Cancellation with a reason.
    await (await rowMenuItem(page, /^Actions for booking /, 'Cancel booking', row)).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${bookingId}` });
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toContainText('Please enter a reason for cancelling the booking.');
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('Customer is travelling for a month');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByText(`Booking ${bookingId} was cancelled.`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(await rowMenuItem(page, /^Actions for booking /, 'Cancel booking', row)).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Re-assign' })).toBeDisabled();
    // View Details is a button of the row itself (SPEC's Assigned actions), beside the ⋮.
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'View Details', exact: true }).click();
    await expect(details).toContainText('Cancelled ReasonCustomer is travelling for a month');
    await expect(
      details.getByRole('region', { name: 'History' }).getByText('booking.cancelled', { exact: true }),
    ).toBeVisible();

    const stored = storedBooking(bookingId);
    expect(stored).toEqual({
      vendor_id: second.vendorId,
      is_cancelled: 1,
      cancelled_reason: 'Customer is travelling for a month',
    });
  });
});
