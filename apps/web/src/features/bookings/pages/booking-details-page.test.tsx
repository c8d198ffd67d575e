import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBooking,
  aCandidate,
  anAssignedBooking,
  BOOKING_LIST,
  BookingRoutes,
  listBody,
  prepareBookingScreen,
} from '@/test/booking-fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, headerSort, rowMenuItem, sortableHeader } from '@/test/table';
import { BookingDetailsPage } from './booking-details-page';

const LIST = BOOKING_LIST;
const { requests: REQUESTS, assigned: ASSIGNED, hasAssigned: HAS_ASSIGNED, assign: ASSIGN } = BookingRoutes;
const CANDIDATES = 'GET /admin/data/bookings/41/candidate-vendors?limit=50&offset=0';

const assignedBooking = anAssignedBooking({ service_price: 5499.5, review_count: 3 });
const unreviewed = aBooking({
  booking_id: 53,
  vendor_id: 15,
  customer_name: 'Saroja Dhawan',
  review_count: 0,
});

function renderPage() {
  return renderWithProviders(<BookingDetailsPage />, { route: '/bookingdetails', notifications: true });
}

function calls(requests: RecordedRequest[], route: string): number {
  const [method, path] = route.split(' ');
  return requests.filter((r) => r.method === method && r.url === `/api/v1${path}`).length;
}

describe('BookingDetailsPage', () => {
  prepareBookingScreen();

  it('lists service requests with their columns and disables Assigned when no booking has a vendor', async () => {
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([], 0)),
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual([
      'Customer Name',
      'Mobile',
      'Service Category',
      'Status',
      'When',
      'City',
      'Actions',
    ]);
    const row = (await within(table).findByText('Priya Gill')).closest('tr') as HTMLElement;
    expect(within(row).getByText('8529356969')).toBeInTheDocument();
    // When (India time) and City, after SPEC's columns.
    expect(within(row).getByText('Thu 3 Dec, 08:00–10:00')).toBeInTheDocument();
    expect(within(row).getByText('Pune')).toBeInTheDocument();
    expect(within(row).getByText('AC Repair')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    // The row's actions, buttons while the table has room (jsdom lays nothing out).
    const actions = within(row).getByRole('group', { name: 'Actions for booking 41' });
    expect(within(actions).getByRole('button', { name: 'Assign Vendor' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'View details' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Service Request' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Assigned' })).toBeDisabled();
  });

  it("shows 'Loading...' until the first page arrives", async () => {
    mockFetch({
      [REQUESTS]: () => new Promise<Response>(() => {}),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
    });
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('says when there are no bookings, or none matching a search, searching on the server', async () => {
    const requests = mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([])),
      [`GET ${LIST}?assigned=0&q=zz%C3%BC&sort=scheduled_start&limit=50&offset=0`]: () =>
        jsonResponse(200, listBody([])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([assignedBooking])),
      [ASSIGNED]: () => jsonResponse(200, listBody([])),
      [`GET ${LIST}?assigned=1&q=zz%C3%BC&sort=-booking_id&limit=50&offset=0`]: () =>
        jsonResponse(200, listBody([])),
    });
    const { user } = renderPage();

    expect(await screen.findByText('No unassigned customer services available')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by customer name' }), ' zzü ');
    expect(await screen.findByText('No matching unassigned customer services found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assigned' }));
    expect(await screen.findByText('No matching assigned services found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('No assigned services available')).toBeInTheDocument();
    expect(calls(requests, `GET ${LIST}?assigned=0&q=zz%C3%BC&sort=scheduled_start&limit=50&offset=0`)).toBe(
      1,
    );
  });

  it('shows price and vendor id of assigned bookings, and reviews only when the vendor has some', async () => {
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([assignedBooking], 2)),
      [ASSIGNED]: () => jsonResponse(200, listBody([assignedBooking, unreviewed])),
      'GET /admin/data/getReviewsByVendorId/90': () =>
        jsonResponse(200, {
          success: true,
          data: [{ booking_id: 52, vendor_id: 90, review_id: 7, rating: 5, review_text: 'Excellent' }],
        }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Assigned', pressed: false }));
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Indira Gandhi')).closest('tr') as HTMLElement;
    expect(columnHeaders(table)).toEqual([
      'Customer Name',
      'Mobile',
      'Service Category',
      'Service Price',
      'Vendor ID',
      'Status',
      'When',
      'City',
      'Actions',
    ]);
    expect(within(row).getByText('₹5,499.50')).toBeInTheDocument();
    expect(within(row).getByText('90')).toBeInTheDocument();
    expect(within(row).getByText('Booked')).toBeInTheDocument();

    // SPEC's two actions are buttons of the row itself; Re-assign and Cancel booking wait in its ⋮.
    expect(within(row).getByRole('button', { name: 'View Details' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Re-assign' })).not.toBeInTheDocument();
    const noReviewsRow = within(table).getByText('Saroja Dhawan').closest('tr') as HTMLElement;
    const noReviews = within(noReviewsRow).getByRole('button', { name: 'View Reviews' });
    expect(noReviews).toBeDisabled();
    expect(noReviews).toHaveAttribute('title', 'No Reviews Available');

    await user.click(await rowMenuItem(user, 'booking 52', 'View Reviews'));
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Reviews (Vendor ID: 90)' });
    expect(await within(dialog).findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(dialog).getByText('Excellent')).toBeInTheDocument();
    expect(within(dialog).getByText('Review ID: 7')).toBeInTheDocument();
  });

  it('shows every field in Customer Service Details, with the workman picture for a broken image', async () => {
    const cancelled = aBooking({
      vendor_id: 90,
      is_cancelled: 1,
      is_booked: 1,
      status: 'Cancelled',
      cancelled_reason: 'Booked by mistake',
    });
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([cancelled])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
    });
    const { user } = renderPage();

    await user.click(await rowMenuItem(user, 'booking 41', 'View details'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Service Details' });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(field('Customer ID')).toBe('7');
    expect(field('Customer Name')).toBe('Priya Gill');
    expect(field('Mobile')).toBe('8529356969');
    expect(field('Email')).toBe('priya.gill@example.in');
    expect(field('Country')).toBe('India');
    expect(field('Gender')).toBe('Female');
    expect(field('Address')).toBe('12 MG Road, Pune, Maharashtra 411001');
    expect(field('Booking ID')).toBe('41');
    expect(field('Vendor ID')).toBe('90');
    expect(field('Service Category')).toBe('AC Repair');
    expect(field('Description')).toBe('Gas refill. Please come after 5 pm.');
    expect(field('Price')).toBe('₹1,299.50');
    expect(field('Status')).toBe('Cancelled');
    expect(field('Cancelled Reason')).toBe('Booked by mistake');
    const image = within(dialog).getByRole('img', { name: 'AC Repair' });
    expect(image).toHaveAttribute('src', '/uploads/ac.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/workman.svg');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Customer Service Details' })).not.toBeInTheDocument();
  });

  it('assigns a vendor: pick, Confirm Selection, Confirm Assignment; then the bookings are fetched again', async () => {
    let assigned = false;
    let release: () => void = () => {};
    const requests = mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody(assigned ? [] : [aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody(assigned ? [assignedBooking] : [])),
      [CANDIDATES]: () =>
        jsonResponse(
          200,
          listBody([
            aCandidate(),
            aCandidate({
              vendor_id: 91,
              vendor_name: 'Advay Mishra',
              eligible: false,
              reason: 'Blocked',
              service_start_time: null,
            }),
          ]),
        ),
      [ASSIGN]: () =>
        new Promise<Response>((resolve) => {
          release = () => {
            assigned = true;
            resolve(jsonResponse(200, { success: true, data: aBooking({ vendor_id: 90 }) }));
          };
        }),
    });
    const { user } = renderPage();

    await user.click(await rowMenuItem(user, 'booking 41', 'Assign Vendor'));
    expect(
      await screen.findByRole('heading', { name: 'Assign Vendor for Booking ID: 41' }),
    ).toBeInTheDocument();
    const vendors = await screen.findByRole('table', { name: 'Vendors' });
    expect(columnHeaders(vendors)).toEqual([
      'Vendor Name',
      'Business Name',
      'Category',
      'Mobile',
      'Service Hours',
      'Score',
      'Select',
    ]);
    const fitting = (await within(vendors).findByText('Baidehi Namboothiri')).closest('tr') as HTMLElement;
    expect(within(fitting).getByText('09:00 - 20:00')).toBeInTheDocument();
    const blocked = within(vendors).getByText('Advay Mishra').closest('tr') as HTMLElement;
    expect(within(blocked).getByText('Cannot be assigned: Blocked')).toBeInTheDocument();
    expect(within(blocked).getByText('N/A - 20:00')).toBeInTheDocument();
    expect(within(blocked).getByRole('radio', { name: 'Select Advay Mishra' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirm Selection' })).not.toBeInTheDocument();

    await user.click(within(fitting).getByRole('radio', { name: 'Select Baidehi Namboothiri' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Assignment' });
    const field = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(field('Booking ID')).toBe('41');
    expect(field('Customer Name')).toBe('Priya Gill');
    expect(field('Vendor ID')).toBe('90');
    expect(field('Vendor Name')).toBe('Baidehi Namboothiri');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const listCalls = calls(requests, REQUESTS);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));
    expect(await within(dialog).findByRole('button', { name: 'Assigning...' })).toBeDisabled();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ booking_id: 41, vendor_id: 90 });

    act(() => release());

    expect(await screen.findByText('No unassigned customer services available')).toBeInTheDocument();
    expect(calls(requests, REQUESTS)).toBeGreaterThan(listCalls);
    expect(screen.queryByRole('dialog', { name: 'Confirm Vendor Assignment' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Assigned' })).toBeEnabled();
    expect(
      await screen.findByText(/Baidehi Namboothiri \(Vendor ID 90\) was assigned to booking 41/),
    ).toBeInTheDocument();
  });

  it('opens the assign view at its own address; Back returns to the list as it was', async () => {
    mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [`GET ${BOOKING_LIST}?assigned=0&q=Priya&sort=scheduled_start&limit=50&offset=0`]: () =>
        jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
      [CANDIDATES]: () => jsonResponse(200, listBody([aCandidate()])),
    });
    const { user } = renderWithProviders(<BookingDetailsPage />, {
      route: '/bookingdetails?q=Priya',
      notifications: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Assign Vendor' }));
    expect(
      await screen.findByRole('heading', { name: 'Assign Vendor for Booking ID: 41' }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/bookingdetails/assign/41');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Assign Vendor' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/bookingdetails?q=Priya');
    expect(screen.getByRole('searchbox', { name: 'Search by customer name' })).toHaveValue('Priya');
  });

  it('opens the assign view from a pasted address, reading the booking from the server', async () => {
    const requests = mockFetch({
      'GET /admin/data/bookings/41': () => jsonResponse(200, { success: true, data: aBooking() }),
      [CANDIDATES]: () => jsonResponse(200, listBody([aCandidate()])),
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
    });
    const { user } = renderWithProviders(<BookingDetailsPage />, { route: '/bookingdetails/assign/41' });

    expect(
      await screen.findByRole('heading', { name: 'Assign Vendor for Booking ID: 41' }),
    ).toBeInTheDocument();
    expect(calls(requests, 'GET /admin/data/bookings/41')).toBe(1);
    expect(calls(requests, REQUESTS)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Assign Vendor' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/bookingdetails');
  });

  it('says so when the address names no booking', async () => {
    mockFetch({
      'GET /admin/data/bookings/987': () =>
        jsonResponse(404, { success: false, message: 'Booking not found' }),
    });
    renderWithProviders(<BookingDetailsPage />, { route: '/bookingdetails/assign/987' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
    expect(screen.getByRole('button', { name: 'Back to Booking Details' })).toBeInTheDocument();
  });

  it('shows the server message when another admin assigned the booking first (409)', async () => {
    const requests = mockFetch({
      [REQUESTS]: () => jsonResponse(200, listBody([aBooking()])),
      [HAS_ASSIGNED]: () => jsonResponse(200, listBody([])),
      [CANDIDATES]: () => jsonResponse(200, listBody([aCandidate()])),
      [ASSIGN]: () =>
        jsonResponse(409, {
          success: false,
          message: 'This booking has already been assigned to a vendor. Reload the bookings and try again.',
        }),
    });
    const { user } = renderPage();

    await user.click(await rowMenuItem(user, 'booking 41', 'Assign Vendor'));
    await user.click(await screen.findByRole('radio', { name: 'Select Baidehi Namboothiri' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Assignment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking has already been assigned to a vendor. Reload the bookings and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm Assignment' })).toBeDisabled();
    expect(calls(requests, ASSIGN)).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm Vendor Assignment' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign Vendor for Booking ID: 41' })).toBeInTheDocument();
  });

  it("goes to /login with 'No admin token found' when no admin token is stored", async () => {
    localStorage.clear();
    const requests = mockFetch({});
    renderPage();

    expect(await screen.findByText('No admin token found')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?next=%2Fbookingdetails');
    expect(requests).toEqual([]);
  });
  it('sorts each list on the server by the header clicked, kept in the URL; the other list opens in its default order', async () => {
    const requests = mockFetch({
      [BOOKING_LIST.replace(/^/, 'GET ')]: (call) =>
        jsonResponse(200, listBody(call.query.get('assigned') === '1' ? [assignedBooking] : [aBooking()])),
    });
    renderPage();
    await screen.findByText('Priya Gill');
    const lists = () => requests.filter((r) => r.path === BOOKING_LIST && r.query.get('limit') === '50');
    // Service Request: by slot, soonest first (docs/product/bookings.md#booking-details).
    expect(lists()[0]?.query.get('sort')).toBe('scheduled_start');
    expect(headerSort('When')).toBe('Sorted ascending');
    for (const title of ['Customer Name', 'Service Category', 'Status', 'City'])
      expect(headerSort(title)).toBe('Not sorted');

    fireEvent.click(sortableHeader('Status'));
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('status'));
    expect(currentLocation()).toContain('sort=status');

    fireEvent.click(screen.getByRole('button', { name: 'Assigned' }));
    await screen.findByText(assignedBooking.customer_name);
    expect(lists().at(-1)?.query.get('assigned')).toBe('1');
    expect(lists().at(-1)?.query.get('sort')).toBe('-booking_id');
    fireEvent.click(sortableHeader('Service Price'));
    await waitFor(() => expect(lists().at(-1)?.query.get('sort')).toBe('-service_price'));
    expect(currentLocation()).toBe('/bookingdetails?tab=assigned&sort=-service_price');
  });
});
