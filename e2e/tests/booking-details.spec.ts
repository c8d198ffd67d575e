import type { Page } from '@playwright/test';
import {
  customerNamed,
  firstCategory,
  insertBooking,
  insertCustomer,
  insertReview,
  insertVendor,
  randomDigits,
  storedBooking,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { closeRowMenu, rowMenuItem } from '../support/row-actions';
import { expectTextWhole, LAPTOP, sidewaysOverflow } from '../support/table-layout';

test.use({ timezoneId: 'Asia/Kolkata' });

const ALREADY_ASSIGNED =
  'This booking has already been assigned to a vendor. Reload the bookings and try again.';

/** A fresh unassigned booking, a vendor that fits it and a blocked one of the same category. */
function arrangeServiceRequest(tag: string) {
  return withDatabase((db) => {
    const category = firstCategory(db);
    const customer = customerNamed(`Meera ${tag}`);
    const customerId = insertCustomer(db, customer);
    const vendorHours = { service_start_time: '08:30', service_end_time: '19:00' };
    const fitting = { vendor_name: `Anand ${tag}`, name_of_bussiness: `Anand ${tag} Services` };
    const fittingId = insertVendor(db, {
      ...fitting,
      ...vendorHours,
      vendor_mobile: `8${randomDigits(9)}`,
      category,
    });
    const blocked = { vendor_name: `Bhavin ${tag}` };
    const blockedId = insertVendor(db, {
      ...blocked,
      ...vendorHours,
      name_of_bussiness: `Bhavin ${tag} Works`,
      vendor_mobile: `8${randomDigits(9)}`,
      category,
      is_blocked: 1,
    });
    const bookingId = insertBooking(db, {
      customer_id: customerId,
      customer,
      category,
      service_desc: 'Deep cleaning of two rooms.',
      service_price: 1499.5,
      service_category_url: null,
    });
    return { category, customer, bookingId, fittingId, fitting, blockedId, blocked };
  });
}

/** Types the search and waits until the table shows `rows` bookings (the server answered). */
async function searchBookings(page: Page, tableName: string, term: string, rows: number) {
  await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(term);
  // The matching rows first: while a page loads, the table shows one empty placeholder row.
  await expect(table(page, tableName).getByRole('row').filter({ hasText: term })).toHaveCount(rows);
  await expect(table(page, tableName).getByRole('row')).toHaveCount(rows + 1);
}

function table(page: Page, name: string) {
  return page.getByRole('table', { name });
}

test.describe('Booking Details', () => {
  test('an admin assigns a vendor to a service request and sees it under Assigned with price and vendor id', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = arrangeServiceRequest(tag);
    await signIn();
    await page.goto('/bookingdetails');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();

    await searchBookings(page, 'Service Request', tag, 1);
    const requests = table(page, 'Service Request');
    const row = requests.getByRole('row', { name: new RegExp(`Meera ${tag}`) });
    await expect(row).toContainText(arranged.customer.mobile);
    await expect(row).toContainText(arranged.category.service_category_name);
    await expect(row).toContainText('Pending');
    await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', row)).click();

    await expect(
      page.getByRole('heading', { name: `Assign Vendor for Booking ID: ${arranged.bookingId}` }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    const vendors = table(page, 'Vendors');
    await expect(vendors.getByRole('row')).toHaveCount(3);
    // The vendor that fits comes first; the blocked one is greyed out and says why.
    const [first, second] = [vendors.getByRole('row').nth(1), vendors.getByRole('row').nth(2)];
    await expect(first).toContainText(arranged.fitting.vendor_name);
    await expect(first).toContainText(arranged.fitting.name_of_bussiness);
    await expect(first).toContainText(arranged.category.service_category_name);
    await expect(first).toContainText('08:30 - 19:00');
    await expect(second).toContainText(arranged.blocked.vendor_name);
    await expect(second).toContainText('Cannot be assigned: Blocked');
    await expect(second.getByRole('radio')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Confirm Selection' })).toHaveCount(0);

    await first.getByRole('radio', { name: `Select ${arranged.fitting.vendor_name}` }).check();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await expect(dialog).toContainText(`Booking ID${arranged.bookingId}`);
    await expect(dialog).toContainText(`Customer Name${arranged.customer.customer_name}`);
    await expect(dialog).toContainText(`Vendor ID${arranged.fittingId}`);
    await expect(dialog).toContainText(`Vendor Name${arranged.fitting.vendor_name}`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // Hold the real request back a moment so that 'Assigning...' can be seen.
    await page.route('**/api/v1/admin/data/updateservicebooking', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(dialog.getByRole('button', { name: 'Assigning...' })).toBeDisabled();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(`was assigned to booking ${arranged.bookingId}`)).toBeVisible();
    await expect(page.getByText('No matching unassigned customer services found')).toBeVisible();

    await page.getByRole('button', { name: 'Assigned' }).click();
    const assigned = table(page, 'Assigned');
    const moved = assigned.getByRole('row', { name: new RegExp(`Meera ${tag}`) });
    await expect(moved).toContainText('₹1,499.50');
    await expect(moved.getByRole('cell').nth(4)).toHaveText(String(arranged.fittingId));
    await expect(moved).toContainText('Pending');
    const reviews = await rowMenuItem(page, /^Actions for booking /, 'View Reviews', moved);
    await expect(reviews).toBeDisabled();
    await expect(reviews).toHaveAttribute('title', 'No Reviews Available');
    await closeRowMenu(page);

    const stored = storedBooking(arranged.bookingId);
    expect(stored.vendor_id).toBe(arranged.fittingId);
  });

  test('an admin who loses the race to another admin sees the server message', async ({
    page,
    signIn,
    request,
  }) => {
    const tag = uniqueTag();
    const arranged = arrangeServiceRequest(tag);
    const session = await signIn();
    await page.goto('/bookingdetails');
    await searchBookings(page, 'Service Request', tag, 1);
    await (
      await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', table(page, 'Service Request'))
    ).click();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await page.getByRole('radio', { name: `Select ${arranged.fitting.vendor_name}` }).check();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await expect(dialog).toBeVisible();

    // Another admin assigns the same booking first.
    const other = await request.put('/api/v1/admin/data/updateservicebooking', {
      data: { booking_id: arranged.bookingId, vendor_id: arranged.fittingId },
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(other.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(dialog.getByRole('alert')).toContainText(ALREADY_ASSIGNED);
    await expect(dialog.getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a 1280 px laptop the Assigned status badges show their whole word, written as named', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const statuses = withDatabase((db) => {
      const category = firstCategory(db);
      const customer = customerNamed(`Lakshmi ${tag}`);
      const customerId = insertCustomer(db, customer);
      const vendorId = insertVendor(db, {
        vendor_name: `Farhan ${tag}`,
        name_of_bussiness: `Farhan ${tag} Services`,
        vendor_mobile: `8${randomDigits(9)}`,
        category,
        service_start_time: '09:00',
        service_end_time: '18:00',
      });
      const flags = {
        Cancelled: { is_cancelled: 1, cancelled_reason: 'Customer travelling' },
        Completed: { is_completed: 1, is_booked: 1 },
        Booked: { is_booked: 1 },
        Pending: {},
      } as const;
      for (const [status, flag] of Object.entries(flags)) {
        insertBooking(db, {
          customer_id: customerId,
          customer,
          category,
          vendor_id: vendorId,
          service_desc: `${status} job`,
          service_price: 950,
          service_category_url: null,
          ...flag,
        });
      }
      return Object.keys(flags);
    });
    await page.setViewportSize(LAPTOP);
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    await searchBookings(page, 'Assigned', tag, statuses.length);

    const assigned = table(page, 'Assigned');
    const statusColumn = (await assigned.locator('thead th').allTextContents()).indexOf('Status');
    expect(statusColumn).toBeGreaterThan(0);
    const shown: string[] = [];
    for (const row of await assigned.locator('tbody tr').all()) {
      const cell = row.getByRole('cell').nth(statusColumn);
      const badge = cell.locator('.mantine-Badge-root');
      // innerText is what is drawn: Mantine's uppercase transform would make it 'CANCELLED'.
      shown.push(await badge.innerText());
      await expectTextWhole(badge);
      const [badgeBox, cellBox] = [await badge.boundingBox(), await cell.boundingBox()];
      expect(badgeBox && cellBox && badgeBox.x + badgeBox.width <= cellBox.x + cellBox.width).toBe(true);
    }
    expect(shown.sort()).toEqual([...statuses].sort());
  });

  test('a table wider than a narrow window shows that it scrolls: a scrollbar and a shadow under the actions', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    const assigned = table(page, 'Assigned');
    await expect(assigned.getByRole('button', { name: /^Actions for booking / }).first()).toBeVisible();
    await page.mouse.move(0, 0); // nothing is hovered
    expect(await sidewaysOverflow(assigned)).toBeGreaterThan(0);

    const scrollbar = page.locator('.mantine-datatable-scroll-area-scrollbar[data-orientation="horizontal"]');
    await expect(scrollbar).toBeVisible();
    const actionsHeader = assigned.locator('thead th').last();
    const shadow = () => actionsHeader.evaluate((th) => getComputedStyle(th).boxShadow);
    await expect.poll(shadow).toContain('rgba(0, 0, 0, 0.4)');

    // Scrolled to the end, nothing is left beneath the actions: no shadow.
    await assigned.evaluate((element) => {
      const viewport = element.closest('.mantine-ScrollArea-viewport');
      viewport?.scrollTo({ left: viewport.scrollWidth });
    });
    await expect.poll(shadow).toContain('rgba(0, 0, 0, 0)');
  });

  test('Assigned is disabled while no booking has a vendor', async ({ page, signIn }) => {
    // The demo data has assigned bookings that other specs read, so an empty Assigned list cannot be
    // arranged in the shared database; this one check answers the Assigned list with an empty page.
    await page.route('**/api/v1/admin/data/getcustomerservicedetails?assigned=1*', (route) =>
      route.fulfill({ json: { success: true, data: [], total: 0 } }),
    );
    await signIn();
    await page.goto('/bookingdetails');

    await expect(table(page, 'Service Request').locator('tbody tr td[data-label]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Service Request' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Assigned' })).toBeDisabled();
  });

  test('Customer Service Details shows every field, with the workman picture for a broken image', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = withDatabase((db) => {
      const category = firstCategory(db);
      const customer = customerNamed(`Nisha ${tag}`);
      const customerId = insertCustomer(db, customer);
      const vendorId = insertVendor(db, {
        vendor_name: `Chetan ${tag}`,
        name_of_bussiness: `Chetan ${tag} Co`,
        vendor_mobile: `8${randomDigits(9)}`,
        category,
        service_start_time: '09:00',
        service_end_time: '18:00',
      });
      const bookingId = insertBooking(db, {
        customer_id: customerId,
        customer,
        category,
        vendor_id: vendorId,
        service_desc: 'Fix the kitchen tap.',
        service_price: 249,
        service_category_url: '/uploads/no-such-picture.png',
        is_booked: 1,
        is_cancelled: 1,
        cancelled_reason: 'Customer not available at the scheduled time',
      });
      return { category, customer, customerId, vendorId, bookingId };
    });
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    await searchBookings(page, 'Assigned', tag, 1);
    const row = table(page, 'Assigned').getByRole('row', { name: new RegExp(`Nisha ${tag}`) });
    await expect(row).toContainText('Cancelled');
    await (await rowMenuItem(page, /^Actions for booking /, 'View Details', row)).click();

    const dialog = page.getByRole('dialog', { name: 'Customer Service Details' });
    const expected: [string, string][] = [
      ['Customer ID', String(arranged.customerId)],
      ['Customer Name', arranged.customer.customer_name],
      ['Mobile', arranged.customer.mobile],
      ['Email', arranged.customer.customer_email],
      ['Country', 'India'],
      ['Gender', 'Female'],
      ['Address', '14 Lake View Road, Kochi, Kerala 682001'],
      ['Booking ID', String(arranged.bookingId)],
      ['Vendor ID', String(arranged.vendorId)],
      ['Service Category', arranged.category.service_category_name],
      ['Description', 'Fix the kitchen tap.'],
      ['Price', '₹249'],
      ['Status', 'Cancelled'],
      ['Cancelled Reason', 'Customer not available at the scheduled time'],
    ];
    for (const [label, value] of expected) {
      await expect(
        dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(value);
    }
    const image = dialog.getByRole('img', { name: arranged.category.service_category_name });
    await expect(image).toHaveAttribute('src', '/workman.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('View Reviews shows each review with its stars out of 5, text and id', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const arranged = withDatabase((db) => {
      const category = firstCategory(db);
      const customer = customerNamed(`Omana ${tag}`);
      const customerId = insertCustomer(db, customer);
      const vendorId = insertVendor(db, {
        vendor_name: `Dinesh ${tag}`,
        name_of_bussiness: `Dinesh ${tag} Repairs`,
        vendor_mobile: `8${randomDigits(9)}`,
        category,
        service_start_time: '09:00',
        service_end_time: '18:00',
      });
      const completed = { customer_id: customerId, customer, category, vendor_id: vendorId };
      const done = {
        service_desc: 'Repair',
        service_price: 500,
        service_category_url: null,
        is_booked: 1,
        is_completed: 1,
      } as const;
      const first = insertBooking(db, { ...completed, ...done });
      const second = insertBooking(db, { ...completed, ...done });
      const good = insertReview(db, {
        booking_id: first,
        vendor_id: vendorId,
        rating: 4,
        review_text: `Neat work ${tag}`,
      });
      const poor = insertReview(db, {
        booking_id: second,
        vendor_id: vendorId,
        rating: 2,
        review_text: `Came late ${tag}`,
      });
      return { vendorId, good, poor };
    });
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    await searchBookings(page, 'Assigned', tag, 2);
    const assigned = table(page, 'Assigned');
    await (
      await rowMenuItem(page, /^Actions for booking /, 'View Reviews', assigned.locator('tbody tr').first())
    ).click();

    const dialog = page.getByRole('dialog', { name: `Vendor Reviews (Vendor ID: ${arranged.vendorId})` });
    const good = dialog.getByRole('listitem', { name: `Review ${arranged.good}` });
    await expect(good.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(good).toContainText('4/5');
    await expect(good).toContainText(`Neat work ${tag}`);
    await expect(good).toContainText(`Review ID: ${arranged.good}`);
    const poor = dialog.getByRole('listitem', { name: `Review ${arranged.poor}` });
    await expect(poor.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
    await expect(poor).toContainText(`Came late ${tag}`);
  });

  test('a failed reviews request says so', async ({ page, signIn }) => {
    await page.route('**/api/v1/admin/data/getReviewsByVendorId/*', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'Vendor not found' } }),
    );
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    // The first booking whose vendor has reviews: its View Reviews is enabled.
    const rows = table(page, 'Assigned').locator('tbody tr');
    await expect(rows.first().locator('td[data-label]').first()).toBeVisible();
    for (const row of await rows.all()) {
      const reviews = await rowMenuItem(page, /^Actions for booking /, 'View Reviews', row);
      if (await reviews.isEnabled()) {
        await reviews.click();
        break;
      }
      await closeRowMenu(page);
    }

    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
      'Failed to load reviews. Please try again.',
    );
  });

  test('without a stored admin token the screen leads to sign-in', async ({ page }) => {
    await page.goto('/bookingdetails');

    await expect(page).toHaveURL('/adminlogin?next=%2Fbookingdetails');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
