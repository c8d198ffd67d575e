import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addKolkataDays, DEFAULT_SLOT_RULES, kolkataDayOf, slotLabel, slotsOfDate } from '@seva/contract';
import { runSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import {
  type Category,
  categories,
  customerNamed,
  insertServiceRequest,
  storedBooking,
  uniqueTag,
} from '../support/booking-rows';
import { runWriteSync, withDatabase } from '../support/database';
import { insertExactVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { markDocument, stillSameDocument } from '../support/same-document';
import { freshMobile } from '../support/vendor-app';

/*
 * The day board (docs/product/dispatch-board.md) against the real server: a customer's booking reaches the
 * queue live, a dispatcher assigns it from the board through the Booking Details confirmation, and a
 * reschedule moves the job on the board. The vendors are this spec's own (09:00–18:30 hours, so the
 * 10:00 and 14:00 slots are theirs to take); the day is far enough ahead that no demo booking is late.
 */

const day = addKolkataDays(kolkataDayOf(Date.now()), 6);
const slots = slotsOfDate(day, DEFAULT_SLOT_RULES);
const TEN = slots[1]!.start;
const TWO = slots[3]!.start;

/** A category of the demo catalogue that has a sub-service (what the customer app books). */
function bookableCategory(): { category: Category; serviceId: number } {
  return withDatabase((db) => {
    for (const category of categories(db)) {
      const [service] = runSync(
        db,
        sqliteQueries
          .selectFrom('services')
          .select('service_id')
          .where('service_cat_id', '=', category.service_cat_id)
          .orderBy('service_id')
          .limit(1),
      );
      if (service) return { category, serviceId: service.service_id };
    }
    throw new Error('the demo catalogue has no sub-service');
  });
}

/** Sets a booking's slot in the database (arranging a state). */
function setSlot(bookingId: number, start: string, vendorId?: number) {
  withDatabase((db) =>
    runWriteSync(
      db,
      sqliteQueries
        .updateTable('customer_service_bookings')
        .set({
          scheduled_start: start,
          ...(vendorId === undefined ? {} : { vendor_id: vendorId, is_booked: 1 }),
        })
        .where('booking_id', '=', bookingId),
    ),
  );
}

async function openBoard(page: Page, category: Category) {
  await page.goto(`/dispatch?date=${day}&category=${category.service_cat_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch board' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendors and slots' })).toBeVisible();
}

/** The vendor's row of the grid and its cell of the slot starting at `start`. */
function cellOf(page: Page, vendorName: string, start: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(vendorName) }) });
  return row.getByRole('cell').nth(slots.findIndex((s) => s.start === start));
}

test.describe('Dispatch board (docs/product/dispatch-board.md)', () => {
  test('a customer books a slot, it reaches the queue live, and the dispatcher assigns it from the board', async ({
    page,
    request,
    signIn,
    smsOutbox,
  }) => {
    const tag = uniqueTag();
    const { category, serviceId } = bookableCategory();
    const vendor = withDatabase((db) =>
      insertExactVendor(db, { vendor_name: `${tag} Ravi`, state: 'subscribed', category }),
    );
    await signIn();
    await openBoard(page, category);
    await expect(page.getByRole('rowheader', { name: new RegExp(vendor.vendor_name) })).toBeVisible();
    await markDocument(page);

    // The customer app, as a partner builds it: sign in by the texted code, fill the profile, book the slot.
    const phone = freshMobile();
    const requestedAt = new Date(Date.now() - 1_000);
    expect((await request.post('/api/v1/customer/login/requestOtp', { data: { phone } })).status()).toBe(200);
    const otp = await smsOutbox.latestOtp(phone, { sentAfter: requestedAt });
    const verified = await request.post('/api/v1/customer/login/verifyOtp', { data: { phone, otp } });
    expect(verified.status(), await verified.text()).toBe(200);
    const { token } = (await verified.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const customerName = `${tag} Customer`;
    const profile = await request.put('/api/v1/customer/me', {
      headers,
      data: {
        customer_name: customerName,
        customer_email: `${tag.toLowerCase()}@customers.test`,
        customer_country: 'India',
        gender: 'Female',
        customer_address: { street: '14 Station Road', city: 'Pune', state: 'Maharashtra', zip: '411001' },
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const booked = await request.post('/api/v1/customer/me/bookings', {
      headers,
      data: { service_id: serviceId, service_desc: `${tag} tap dripping`, scheduled_start: TEN },
    });
    expect(booked.status(), await booked.text()).toBeLessThan(300);
    const booking = (await booked.json()).data as { booking_id: number; scheduled_start?: string | null };
    // The slot the customer picked is the booking's.
    expect(booking.scheduled_start).toBe(TEN);

    const card = page.getByRole('button', { name: new RegExp(`^Booking #${booking.booking_id} · `) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(customerName);
    await expect(card).toContainText(slotLabel(TEN));
    expect(await stillSameDocument(page)).toBe(true);

    // Keyboard: pick the booking, then the vendor's highlighted free cell.
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    const target = page.getByRole('button', {
      name: `Assign booking #${booking.booking_id} to ${vendor.vendor_name} at ${slotLabel(TEN)}`,
    });
    await target.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await expect(dialog).toContainText(customerName);
    await expect(dialog).toContainText(vendor.vendor_name);
    await dialog.getByRole('button', { name: 'Confirm Assignment' }).click();
    await expect(dialog).toBeHidden();

    await expect(cellOf(page, vendor.vendor_name, TEN)).toContainText(
      `#${booking.booking_id} ${customerName}`,
    );
    await expect(card).toBeHidden();
    expect(storedBooking(booking.booking_id).vendor_id).toBe(vendor.vendor_id);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('a reschedule moves the job on the board without a reload', async ({ page, request, signIn }) => {
    const tag = uniqueTag();
    const { category } = bookableCategory();
    const { vendor, bookingId } = withDatabase((db) => {
      const vendor = insertExactVendor(db, { vendor_name: `${tag} Meera`, state: 'subscribed', category });
      const { bookingId } = insertServiceRequest(db, customerNamed(`${tag} Client`), {
        category,
        service_desc: 'Fan not working',
        service_price: 399,
      });
      return { vendor, bookingId };
    });
    setSlot(bookingId, TEN, vendor.vendor_id);
    const session = await signIn();
    await openBoard(page, category);
    await expect(cellOf(page, vendor.vendor_name, TEN)).toContainText(`#${bookingId}`);
    await markDocument(page);

    const moved = await request.post(`/api/v1/admin/data/bookings/${bookingId}/reschedule`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { scheduled_start: TWO, reason: 'Customer asked for the afternoon' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    expect((await moved.json()).vendor_kept).toBe(true);

    await expect(cellOf(page, vendor.vendor_name, TWO)).toContainText(`#${bookingId}`);
    await expect(cellOf(page, vendor.vendor_name, TEN)).not.toContainText(`#${bookingId}`);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("a busy demo day: today's board of the busiest category, a queued booking picked", async ({
    page,
    signIn,
  }) => {
    const today = kolkataDayOf(Date.now());
    const todaySlots = slotsOfDate(today, DEFAULT_SLOT_RULES);
    const [busiest] = withDatabase((db) =>
      runSync(
        db,
        sqliteQueries
          .selectFrom('customer_service_bookings')
          .select((eb) => ['service_cat_id', eb.fn.countAll<number>().as('n')])
          .where('scheduled_start', '>=', todaySlots[0]!.start)
          .where('scheduled_start', '<=', todaySlots.at(-1)!.start)
          .where('is_cancelled', '=', 0)
          .groupBy('service_cat_id')
          .orderBy('n', 'desc')
          .limit(1),
      ),
    );
    expect(busiest, 'the demo data schedules bookings today').toBeDefined();
    await page.setViewportSize({ width: 1680, height: 1500 });
    await signIn();
    await page.goto(`/dispatch?category=${busiest!.service_cat_id}`);
    const grid = page.getByRole('table', { name: 'Vendors and slots' });
    await expect(grid).toBeVisible();
    await expect(grid.getByText(/^#\d+ /).first()).toBeVisible();
    const queue = page.getByRole('region', { name: /^Unassigned/ });
    const cards = queue.getByRole('button', { name: /^Booking #/ });
    if ((await cards.count()) > 0) await cards.last().click();
    const path = join(test.info().project.outputDir, 'dispatch-board.png');
    await page.screenshot({ path });
    console.log(`the dispatch board: ${path}`);
  });
});
