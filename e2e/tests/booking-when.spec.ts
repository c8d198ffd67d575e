import type { Page } from '@playwright/test';
import {
  addKolkataDays,
  DEFAULT_SLOT_RULES,
  kolkataDayOf,
  kolkataTimeOf,
  RescheduleMessages,
  slotsOfDate,
} from '@seva/contract';
import {
  customerNamed,
  firstCategory,
  insertBooking,
  insertCustomer,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

/*
 * Booking Details shows when and where (docs/product/bookings.md#booking-details): the When and City
 * columns, Service Request by slot soonest first, the date filter, the Late flag, Reschedule.
 */

test.use({ timezoneId: 'Asia/Kolkata' });

/** The slot of `day` (India) starting at `hour`, as the server stores it. */
function slotAt(day: string, hour: number): string {
  const slot = slotsOfDate(day, DEFAULT_SLOT_RULES).find(
    (s) => kolkataTimeOf(s.start) === `${String(hour).padStart(2, '0')}:00`,
  );
  if (!slot) throw new Error(`no slot at ${hour} on ${day}`);
  return slot.start;
}

/** `Fri 4 Dec`: the India day of an instant as the When column writes it (an independent formatter). */
function dayLabel(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })
    .format(new Date(instant))
    .replace(',', '');
}

/** Four Service Requests of one tag: late (yesterday 18:00), today, tomorrow 08:00, and one without a slot. */
function arrange(tag: string) {
  const today = kolkataDayOf(Date.now());
  const slots = {
    late: slotAt(addKolkataDays(today, -1), 18),
    today: slotAt(today, 18),
    tomorrow: slotAt(addKolkataDays(today, 1), 8),
  };
  return withDatabase((db) => {
    const category = firstCategory(db);
    const add = (name: string, city: string, scheduled_start: string | null) => {
      const customer = customerNamed(`${name} ${tag}`, {
        customer_address: { street: '3 Temple Street', city, state: 'Karnataka', zip: '560001' },
      });
      const customer_id = insertCustomer(db, customer);
      return insertBooking(db, {
        customer_id,
        customer,
        category,
        service_desc: 'Fan not working',
        service_price: 399,
        service_category_url: null,
        scheduled_start,
      });
    };
    return {
      today,
      slots,
      ids: {
        late: add('Lata', 'Agartala', slots.late),
        today: add('Tara', 'Kochi', slots.today),
        tomorrow: add('Tanvi', 'Bhopal', slots.tomorrow),
        unscheduled: add('Usha', 'Cuttack', null),
      },
    };
  });
}

const requests = (page: Page) => page.getByRole('table', { name: 'Service Request' });
const names = (page: Page) => requests(page).locator('tbody tr td:first-child');

test.describe('Booking Details: when and where', () => {
  test('shows When and City, soonest slot first, flags the late booking, filters by Today and Tomorrow, sorts by City', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = arrange(tag);
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);
    await expect(names(page)).toHaveText([`Lata ${tag}`, `Tara ${tag}`, `Tanvi ${tag}`, `Usha ${tag}`]);

    // After SPEC's columns, before the row's actions.
    await expect(requests(page).locator('thead th')).toContainText([
      'Customer Name',
      'Mobile',
      'Service Category',
      'Status',
      'When',
      'City',
      'Actions',
    ]);
    const row = (name: string) =>
      requests(page)
        .getByRole('row')
        .filter({ hasText: `${name} ${tag}` });
    await expect(row('Tanvi')).toContainText(`${dayLabel(arranged.slots.tomorrow)}, 08:00–10:00`);
    await expect(row('Tanvi')).toContainText('Bhopal');
    await expect(row('Usha')).toContainText('Not scheduled');
    // Late: the slot started and no vendor has it; said in words, not by colour alone.
    await expect(row('Lata').getByText('Late', { exact: true })).toBeVisible();
    await expect(row('Tanvi').getByText('Late', { exact: true })).toHaveCount(0);
    await expect(row('Usha').getByText('Late', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${arranged.today}&date_to=${arranged.today}`));
    await expect(names(page)).toHaveText([`Tara ${tag}`]);
    await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
    await expect(names(page)).toHaveText([`Tanvi ${tag}`]);
    // The filter survives a reload: it lives in the address.
    await page.reload();
    await expect(names(page)).toHaveText([`Tanvi ${tag}`]);
    await expect(page.getByRole('button', { name: 'Tomorrow', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Any date', exact: true }).click();
    await expect(names(page)).toHaveCount(4);

    await requests(page).getByRole('button', { name: 'City Not sorted', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=customer_city(&|$)/);
    await expect(names(page)).toHaveText([`Lata ${tag}`, `Tanvi ${tag}`, `Usha ${tag}`, `Tara ${tag}`]);
    await requests(page).getByRole('button', { name: 'City Sorted ascending', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=-customer_city(&|$)/);
    await expect(names(page)).toHaveText([`Tara ${tag}`, `Usha ${tag}`, `Tanvi ${tag}`, `Lata ${tag}`]);
  });

  // Needs POST /api/v1/admin/data/bookings/{id}/reschedule, built on another branch of issue 42: runs once
  // both are merged.
  test('reschedules a booking to another day and slot with a reason', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const arranged = arrange(tag);
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);
    await expect(names(page)).toHaveCount(4);
    const row = requests(page)
      .getByRole('row')
      .filter({ hasText: `Tanvi ${tag}` });
    await (await rowMenuItem(page, `booking ${arranged.ids.tomorrow}`, 'Reschedule', row)).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule booking ${arranged.ids.tomorrow}` });
    const dayAfter = addKolkataDays(arranged.today, 2);
    const newStart = slotAt(dayAfter, 14);
    await dialog.getByRole('combobox', { name: 'Date' }).click();
    await page.getByRole('option', { name: dayLabel(newStart), exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Slot' }).click();
    await page.getByRole('option', { name: '14:00–16:00', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer travelling');
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Booking ${arranged.ids.tomorrow} was moved to`)).toBeVisible();
    await expect(page.getByText(RescheduleMessages.vendorReleased)).toHaveCount(0);
    await expect(row).toContainText(`${dayLabel(newStart)}, 14:00–16:00`);
  });
});
