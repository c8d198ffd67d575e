import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type Booking, bookingSortFields } from '@seva/contract';
import { useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { LoadingIndicator } from '@/components/loading-indicator';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { dayParam, oneOfParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useBooking } from '../api/get-booking';
import {
  BOOKINGS_DEFAULT_SORT,
  BOOKINGS_SORT,
  type BookingTab,
  useBookings,
  useHasAssignedBookings,
} from '../api/get-bookings';
import { AssignVendorView } from '../components/assign-vendor-view';
import { BookingDateFilter } from '../components/booking-date-filter';
import { BookingTable } from '../components/booking-tables';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { CustomerServiceDetailsDialog } from '../components/customer-service-details-dialog';
import { RequireStoredToken } from '../components/require-stored-token';
import { RescheduleBookingDialog } from '../components/reschedule-booking-dialog';
import { ReviewsDialog } from '../components/reviews-dialog';

/** The Booking Details list's address. */
export const BOOKING_DETAILS_PATH = '/bookingdetails';
/** The assign view's address (docs/product/bookings.md#assignment-flow), registered in app/router.tsx. */
export const ASSIGN_VIEW_PATH = `${BOOKING_DETAILS_PATH}/assign/:bookingId`;
const assignViewPath = (bookingId: number) => `${BOOKING_DETAILS_PATH}/assign/${bookingId}`;

/** What the list hands the assign view on the way: its row, and that Back returns to the list. */
interface AssignViewState {
  booking?: Booking;
  fromList?: boolean;
}

/**
 * /bookingdetails: Service Request and Assigned bookings, vendor assignment and re-assignment,
 * cancellation, details and reviews. /bookingdetails/assign/{bookingId} is the assign view of one booking.
 */
export function BookingDetailsPage() {
  const assign = useMatch(ASSIGN_VIEW_PATH);
  return (
    <RequireStoredToken>
      <Stack gap="md">
        <Title order={1} size="h3">
          Booking Details
        </Title>
        {assign ? <AssignView bookingId={assign.params.bookingId ?? ''} /> : <BookingDetails />}
      </Stack>
    </RequireStoredToken>
  );
}

/** A positive whole-number id from the address, or null. */
function bookingIdOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1 ? Number(text) : null;
}

/** The assign view at its own address: Back (the browser's or the view's) returns to the list as it was. */
function AssignView({ bookingId: idText }: { bookingId: string }) {
  const bookingId = bookingIdOf(idText);
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AssignViewState;
  const shown = state.booking?.booking_id === bookingId ? state.booking : undefined;
  // The list's row when the list opened the view; read from the server for an address typed or shared.
  const booking = useBooking(bookingId ?? 0, { enabled: bookingId !== null && !shown });
  const current = shown ?? booking.data;
  // Opened from the list: its entry is the one before. Opened from a link: the list at its defaults.
  const leave = () => (state.fromList ? navigate(-1) : navigate(BOOKING_DETAILS_PATH));

  if (bookingId === null || (!current && booking.isError)) {
    return (
      <Stack gap="sm" align="flex-start">
        <QueryErrorAlert
          title="Failed to open the booking"
          error={booking.isError ? booking.error : new Error('Booking not found')}
        />
        <Button variant="default" onClick={() => navigate(BOOKING_DETAILS_PATH)}>
          Back to Booking Details
        </Button>
      </Stack>
    );
  }
  if (!current) return <LoadingIndicator />;
  return <AssignVendorView key={bookingId} booking={current} onBack={leave} onAssigned={leave} />;
}

/**
 * The list's settings in the URL beside `q` and `page`:
 * `/bookingdetails?tab=assigned&sort=status&date_from=2026-12-03&date_to=2026-12-03`.
 */
const BOOKINGS_URL = {
  tab: oneOfParam<BookingTab>(['requests', 'assigned'], 'requests'),
  sort: BOOKINGS_SORT,
  date_from: dayParam(),
  date_to: dayParam(),
};

function BookingDetails() {
  const paging = usePagedSearch({ filters: BOOKINGS_URL });
  const { tab, date_from: dateFrom, date_to: dateTo } = paging.filters;
  const sort = paging.filters.sort ?? BOOKINGS_DEFAULT_SORT[tab];
  const navigate = useNavigate();
  const bookings = useBookings({
    tab,
    q: paging.term,
    limit: paging.limit,
    offset: paging.offset,
    sort,
    dateFrom,
    dateTo,
  });
  const hasAssigned = useHasAssignedBookings();
  const [details, setDetails] = useState<Booking | null>(null);
  const [reviewsOf, setReviewsOf] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);

  // The other list has other columns: it opens in its default order.
  const showTab = (next: BookingTab) => paging.setFilters({ tab: next, sort: null });
  const openAssignView = (booking: Booking) => {
    const state: AssignViewState = { booking, fromList: true };
    navigate(assignViewPath(booking.booking_id), { state });
  };

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by customer name', value: paging.search, onChange: paging.setSearch }}
            actions={
              <ExportCsvButton
                path="/admin/data/getcustomerservicedetails"
                filters={{
                  assigned: tab === 'assigned' ? 1 : 0,
                  q: paging.term,
                  date_from: dateFrom ?? undefined,
                  date_to: dateTo ?? undefined,
                  sort,
                }}
              />
            }
          >
            <Group gap="xs" role="group" aria-label="Booking lists">
              <Button
                variant={tab === 'requests' ? 'filled' : 'default'}
                aria-pressed={tab === 'requests'}
                onClick={() => showTab('requests')}
              >
                Service Request
              </Button>
              <Button
                variant={tab === 'assigned' ? 'filled' : 'default'}
                aria-pressed={tab === 'assigned'}
                onClick={() => showTab('assigned')}
                disabled={hasAssigned.data !== true}
              >
                Assigned
              </Button>
            </Group>
          </ListHeader>
          <BookingDateFilter
            value={{ from: dateFrom, to: dateTo }}
            onChange={({ from, to }) => paging.setFilters({ date_from: from, date_to: to })}
          />
          {bookings.isError ? (
            <QueryErrorAlert error={bookings.error} />
          ) : (
            <BookingTable
              tab={tab}
              {...pagedTableProps(paging, bookings, {
                records: bookings.data?.data,
                total: bookings.data?.total,
              })}
              sort={{
                value: sort,
                fields: bookingSortFields,
                // The list's own default order is kept out of the address.
                onChange: (next) =>
                  paging.setFilters({ sort: next === BOOKINGS_DEFAULT_SORT[tab] ? null : next }),
              }}
              onViewDetails={setDetails}
              onAssign={openAssignView}
              onReassign={openAssignView}
              onCancel={setCancelling}
              onReschedule={setRescheduling}
              onViewReviews={(booking) => setReviewsOf(booking.vendor_id)}
            />
          )}
        </Stack>
      </Paper>
      <CustomerServiceDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <ReviewsDialog vendorId={reviewsOf} onClose={() => setReviewsOf(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleBookingDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
    </>
  );
}
