import {
  addKolkataDays,
  DEFAULT_SLOT_RULES,
  type DispatchBoard,
  kolkataDayOf,
  slotsOfDate,
} from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '@/lib/session';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { DispatchBoardPage } from './dispatch-board-page';

const day = addKolkataDays(kolkataDayOf(Date.now()), 1);
const slots = slotsOfDate(day, DEFAULT_SLOT_RULES);
const at = (i: number) => slots[i]!.start;
const BOARD = '/admin/data/dispatch-board';
const ASSIGN = 'PUT /admin/data/updateservicebooking';

function aBoard(overrides: Partial<DispatchBoard> = {}): DispatchBoard {
  return {
    date: day,
    slots,
    vendors_capped: false,
    vendors: [
      {
        vendor_id: 7,
        vendor_name: 'Ravi Kumar',
        name_of_bussiness: 'Ravi Plumbing',
        service_cat_id: 1,
        service_category_name: 'Plumbing',
        service_start_time: '08:00',
        service_end_time: '20:00',
        free_slots: [at(0), at(2), at(3), at(4), at(5)],
        jobs: [
          {
            booking_id: 30,
            scheduled_start: at(1),
            customer_name: 'Kavya Rao',
            customer_city: 'Pune',
            service_category_name: 'Plumbing',
            status: 'Booked',
          },
        ],
      },
      {
        vendor_id: 8,
        vendor_name: 'Esha Electric',
        name_of_bussiness: null,
        service_cat_id: 2,
        service_category_name: 'Electrical',
        service_start_time: '08:00',
        service_end_time: '20:00',
        free_slots: slots.map((s) => s.start),
        jobs: [],
      },
    ],
    queue: [
      {
        booking_id: 12,
        scheduled_start: at(0),
        customer_name: 'Anil Mehta',
        customer_city: 'Mumbai',
        service_cat_id: 1,
        service_category_name: 'Plumbing',
        service_desc: 'Kitchen sink leaking',
        late: true,
      },
    ],
    ...overrides,
  };
}

function mockBoard(extra: Parameters<typeof mockFetch>[0] = {}, board = aBoard()) {
  return mockFetch({
    [`GET ${BOARD}`]: () => ok(board),
    'GET /admin/data/getSERVICE_CATEGORIES': () => ok([]),
    ...extra,
  });
}

const render = (me = aMe()) =>
  renderWithProviders(<DispatchBoardPage />, { route: `/dispatch?date=${day}`, me });

beforeEach(() => storeToken('a-session-token'));
afterEach(() => vi.unstubAllGlobals());

describe('DispatchBoardPage', () => {
  it("shows the vendors by slot with their jobs, and the day's unassigned bookings with late ones flagged", async () => {
    const requests = mockBoard();
    render();
    const grid = await screen.findByRole('table', { name: 'Vendors and slots' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Vendor',
      '08:00–10:00',
      '10:00–12:00',
      '12:00–14:00',
      '14:00–16:00',
      '16:00–18:00',
      '18:00–20:00',
    ]);
    const ravi = within(grid)
      .getByRole('rowheader', { name: /Ravi Kumar/ })
      .closest('tr')!;
    const cells = within(ravi).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('#30 Kavya Rao');
    expect(cells[1]).toHaveTextContent('Booked');
    const queue = screen.getByRole('region', { name: 'Unassigned (1)' });
    const card = within(queue).getByRole('button', { name: /^Booking #12 · 08:00–10:00/ });
    expect(card).toHaveTextContent('Anil Mehta');
    expect(within(card).getByText('Late')).toBeInTheDocument();
    expect(requests.find((r) => r.path === BOARD)?.query.get('date')).toBe(day);
  });

  it('assigns from the board by keyboard: pick a booking, then a highlighted free cell, then confirm', async () => {
    const requests = mockBoard({
      [ASSIGN]: () => ok({ booking_id: 12, vendor_id: 7 }),
    });
    const { user } = render();
    const card = await screen.findByRole('button', { name: /^Booking #12 / });
    expect(screen.queryByRole('button', { name: /^Assign booking/ })).toBeNull();
    card.focus();
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    // Only Ravi (Plumbing, free at 08:00) fits: not the electrician, not another slot.
    const targets = screen.getAllByRole('button', { name: /^Assign booking/ });
    expect(targets.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Assign booking #12 to Ravi Kumar at 08:00–10:00',
    ]);
    targets[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Assignment' });
    expect(dialog).toHaveTextContent('Anil Mehta');
    expect(dialog).toHaveTextContent('Ravi Kumar');
    const before = requests.filter((r) => r.path === BOARD).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ booking_id: 12, vendor_id: 7 });
    await waitFor(() => expect(requests.filter((r) => r.path === BOARD).length).toBeGreaterThan(before));
  });

  it("shows the server's refusal (409) in the confirmation", async () => {
    const message = 'This booking was assigned by someone else. Refresh to see its vendor.';
    mockBoard({ [ASSIGN]: () => jsonResponse(409, { success: false, message }) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Booking #12 / }));
    await user.click(screen.getByRole('button', { name: /^Assign booking #12 to Ravi Kumar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('is read-only without bookings.assign', async () => {
    mockBoard();
    render(aMe('support'));
    await screen.findByRole('table', { name: 'Vendors and slots' });
    expect(screen.queryByRole('button', { name: /^Booking #12 / })).toBeNull();
    expect(screen.getByText('Anil Mehta')).toBeInTheDocument();
  });

  it('says when the day has no vendors and no unassigned bookings', async () => {
    mockBoard({}, aBoard({ vendors: [], queue: [] }));
    render();
    expect(await screen.findByText(/No vendors for this day and category/)).toBeInTheDocument();
    expect(screen.getByText('No unassigned bookings on this day.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    mockFetch({
      [`GET ${BOARD}`]: () => fail(500, 'Database unavailable'),
      'GET /admin/data/getSERVICE_CATEGORIES': () => ok([]),
    });
    render();
    expect(await screen.findByText('The dispatch board could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
