import { addKolkataDays, kolkataDayOf, RescheduleMessages, slotLabel } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBooking,
  BOOKING_LIST,
  BookingRoutes,
  listBody,
  prepareBookingScreen,
  slotSettingsBody,
} from '@/test/booking-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { aMe } from '@/test/team-fixtures';
import { BookingDetailsPage } from './booking-details-page';

/* Booking Details' When, City, date filter, Late flag and Reschedule (docs/product/bookings.md). */

const { requests: REQUESTS, hasAssigned: HAS_ASSIGNED, slotSettings: SLOT_SETTINGS } = BookingRoutes;
const HOUR = 3600_000;

/** A slot that started an hour ago (the Late flag needs no vendor and a started slot). */
const late = aBooking({
  booking_id: 61,
  customer_name: 'Kiran Rao',
  scheduled_start: new Date(Date.now() - HOUR).toISOString(),
  customer_city: 'Mysuru',
});
const unscheduled = aBooking({
  booking_id: 62,
  customer_name: 'Meena Pillai',
  scheduled_start: null,
  scheduled_end: null,
  customer_city: null,
});
const future = aBooking({ booking_id: 63, customer_name: 'Arjun Das' });

function renderPage(route = '/bookingdetails', role: 'owner' | 'support' = 'owner') {
  return renderWithProviders(<BookingDetailsPage />, { route, notifications: true, me: aMe(role) });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Booking Details: when and where', () => {
  prepareBookingScreen();

  it('flags a late booking with the word Late and says Not scheduled for one without a slot', async () => {
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([late, future, unscheduled])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
    });
    renderPage();
    const lateRow = await rowOf('Kiran Rao');
    expect(within(lateRow).getByText('Late')).toBeInTheDocument();
    expect(within(lateRow).getByText('Mysuru')).toBeInTheDocument();
    const unscheduledRow = await rowOf('Meena Pillai');
    expect(within(unscheduledRow).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(unscheduledRow).queryByText('Late')).toBeNull();
    const futureRow = await rowOf('Arjun Das');
    expect(within(futureRow).getByText('Thu 3 Dec, 08:00–10:00')).toBeInTheDocument();
    // A slot in the past is late only while no vendor has it.
    expect(within(futureRow).queryByText('Late')).toBeNull();
  });

  it('filters by Today and Tomorrow (India days) on the server, kept in the URL', async () => {
    const requests = mockFetch({
      [`GET ${BOOKING_LIST}`]: () => jsonResponse(200, listBody([future])),
    });
    const { user } = renderPage();
    await screen.findByText('Arjun Das');
    const lists = () => requests.filter((r) => r.path === BOOKING_LIST && r.query.get('limit') === '50');
    expect(lists()[0]?.query.get('date_from')).toBeNull();
    const today = kolkataDayOf(Date.now());
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('date_from')).toBe(today));
    expect(lists().at(-1)?.query.get('date_to')).toBe(today);
    expect(currentLocation()).toBe(`/bookingdetails?date_from=${today}&date_to=${today}`);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    const tomorrow = addKolkataDays(today, 1);
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('date_from')).toBe(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() => expect(lists().at(-1)?.query.get('date_from')).toBeNull());
    expect(currentLocation()).toBe('/bookingdetails');
  });

  it('reads the date filter from a pasted address', async () => {
    const requests = mockFetch({ [`GET ${BOOKING_LIST}`]: () => jsonResponse(200, listBody([future])) });
    renderPage('/bookingdetails?date_from=2026-12-03&date_to=2026-12-05');
    await screen.findByText('Arjun Das');
    const list = requests.find((r) => r.path === BOOKING_LIST && r.query.get('limit') === '50');
    expect(list?.query.get('date_from')).toBe('2026-12-03');
    expect(list?.query.get('date_to')).toBe('2026-12-05');
  });

  it('reschedules with a day, a slot and a reason, saying when the vendor was released', async () => {
    const requests = mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([future])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
      [SLOT_SETTINGS]: () => jsonResponse(200, slotSettingsBody()),
      'POST /admin/data/bookings/63/reschedule': (call) =>
        jsonResponse(200, {
          success: true,
          data: { ...future, scheduled_start: (call.body as { scheduled_start: string }).scheduled_start },
          vendor_kept: false,
        }),
    });
    const { user } = renderPage();
    await rowOf('Arjun Das');
    await user.click(await rowMenuItem(user, 'booking 63', 'Reschedule'));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking 63' });
    // Without a slot and a reason nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Please pick a slot.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a reason for rescheduling the booking.'),
    ).toBeInTheDocument();

    const tomorrow = addKolkataDays(kolkataDayOf(Date.now()), 1);
    await user.click(within(dialog).getByRole('combobox', { name: 'Date' }));
    await user.click(
      await screen.findByRole('option', { name: new RegExp(` ${Number(tomorrow.slice(8))} `) }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Slot' }));
    await user.click(await screen.findByRole('option', { name: '10:00–12:00' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    const start = (post?.body as { scheduled_start: string } | undefined)?.scheduled_start ?? '';
    expect(post?.body).toEqual({ scheduled_start: start, reason: 'Customer asked' });
    expect(kolkataDayOf(start)).toBe(tomorrow);
    expect(slotLabel(start)).toBe('10:00–12:00');
    expect(
      await screen.findByText(new RegExp(RescheduleMessages.vendorReleased.replace(/[.:]/g, '\\$&'))),
    ).toBeInTheDocument();
  });

  it("offers the server's slots: a server of 09:00–21:00 and 3 days ahead, read once per session", async () => {
    const requests = mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([future])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
      [SLOT_SETTINGS]: () =>
        jsonResponse(200, slotSettingsBody({ first_hour: 9, last_hour: 21, days_ahead: 3 })),
    });
    const { user } = renderPage();
    await rowOf('Arjun Das');
    await user.click(await rowMenuItem(user, 'booking 63', 'Reschedule'));
    let dialog = await screen.findByRole('dialog', { name: 'Reschedule booking 63' });
    const tomorrow = addKolkataDays(kolkataDayOf(Date.now()), 1);
    const last = addKolkataDays(kolkataDayOf(Date.now()), 3);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Date' }));
    const days = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Today (while a slot is left), tomorrow, and up to the server's 3 days ahead; never a fourth.
    expect(days.at(-1)).toMatch(new RegExp(` ${Number(last.slice(8))} `));
    expect(days.length).toBeLessThanOrEqual(4);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(` ${Number(tomorrow.slice(8))} `) }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Slot' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '09:00–11:00',
      '11:00–13:00',
      '13:00–15:00',
      '15:00–17:00',
      '17:00–19:00',
      '19:00–21:00',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Keep slot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again: the settings are not asked for again.
    await user.click(await rowMenuItem(user, 'booking 63', 'Reschedule'));
    dialog = await screen.findByRole('dialog', { name: 'Reschedule booking 63' });
    expect(await within(dialog).findByRole('combobox', { name: 'Date' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/admin/settings/slots')).toHaveLength(1);
  });

  it('says when the slots could not be loaded, and offers Retry', async () => {
    let answer = 500;
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([future])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
      [SLOT_SETTINGS]: () =>
        answer === 200
          ? jsonResponse(200, slotSettingsBody())
          : jsonResponse(500, { success: false, message: 'Something went wrong' }),
    });
    const { user } = renderPage();
    await rowOf('Arjun Das');
    await user.click(await rowMenuItem(user, 'booking 63', 'Reschedule'));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking 63' });
    expect(await within(dialog).findByText('The slots could not be loaded')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Date' })).toBeNull();
    answer = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('combobox', { name: 'Date' })).toBeInTheDocument();
  });

  it('offers Reschedule only to members with bookings.assign', async () => {
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([future])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
    });
    renderPage('/bookingdetails', 'support');
    const row = await rowOf('Arjun Das');
    expect(within(row).queryByText('Reschedule')).toBeNull();
  });
});
