import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { Booking } from '@seva/contract';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader } from '@/components/list-header';
import { PageTitle } from '@/components/page-title';
import { pagedTableProps } from '@/components/paged-data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { oneOfParam } from '@/lib/url-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { type BookingTab, useBookings, useHasAssignedBookings } from '../api/get-bookings';
import { AssignVendorView } from '../components/assign-vendor-view';
import { BookingTable } from '../components/booking-tables';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { CustomerServiceDetailsDialog } from '../components/customer-service-details-dialog';
import { RequireStoredToken } from '../components/require-stored-token';
import { ReviewsDialog } from '../components/reviews-dialog';

/** /bookingdetails: Service Request and Assigned bookings, vendor assignment and re-assignment, cancellation, details and reviews. */
export function BookingDetailsPage() {
  return (
    <RequireStoredToken>
      <BookingDetails />
    </RequireStoredToken>
  );
}

/** The list's settings in the URL beside `q` and `page`: `/bookingdetails?tab=assigned`. */
const BOOKINGS_URL = { tab: oneOfParam<BookingTab>(['requests', 'assigned'], 'requests') };

function BookingDetails() {
  const paging = usePagedSearch({ filters: BOOKINGS_URL });
  const { tab } = paging.filters;
  const bookings = useBookings({ tab, q: paging.term, limit: paging.limit, offset: paging.offset });
  const hasAssigned = useHasAssignedBookings();
  const [details, setDetails] = useState<Booking | null>(null);
  const [reviewsOf, setReviewsOf] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const showTab = (next: BookingTab) => paging.setFilters({ tab: next });

  return (
    <Stack gap="md">
      <PageTitle>Booking Details</PageTitle>
      <Title order={1} size="h3">
        Booking Details
      </Title>
      {assigning ? (
        <AssignVendorView
          key={assigning.booking_id}
          booking={assigning}
          onBack={() => setAssigning(null)}
          onAssigned={() => setAssigning(null)}
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <ListHeader
              search={{ label: 'Search by customer name', value: paging.search, onChange: paging.setSearch }}
              actions={
                <ExportCsvButton
                  path="/admin/data/getcustomerservicedetails"
                  filters={{ assigned: tab === 'assigned' ? 1 : 0, q: paging.term }}
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
            {bookings.isError ? (
              <QueryErrorAlert error={bookings.error} />
            ) : (
              <BookingTable
                tab={tab}
                {...pagedTableProps(paging, bookings, {
                  records: bookings.data?.data,
                  total: bookings.data?.total,
                })}
                onViewDetails={setDetails}
                onAssign={setAssigning}
                onReassign={setAssigning}
                onCancel={setCancelling}
                onViewReviews={(booking) => setReviewsOf(booking.vendor_id)}
              />
            )}
          </Stack>
        </Paper>
      )}
      <CustomerServiceDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <ReviewsDialog vendorId={reviewsOf} onClose={() => setReviewsOf(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
