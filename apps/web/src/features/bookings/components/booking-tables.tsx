import { Button, Group } from '@mantine/core';
import { type Booking, BookingMessages } from '@seva/contract';
import type { DataTableColumn } from 'mantine-datatable';
import { NA } from '@/components/not-available';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { statusColumn } from '@/components/status-column';
import { ViewIconButton } from '@/components/view-icon-button';
import { formatRupees } from '@/lib/format';
import type { BookingTab } from '../api/get-bookings';
import { BOOKING_STATUS_WORDS, BookingStatusBadge } from './booking-status-badge';

export const NO_REVIEWS_TITLE = 'No Reviews Available';

/** The empty texts of docs/product/bookings.md#booking-details: [nothing at all, nothing matching the search]. */
const EMPTY_TEXTS: Record<BookingTab, [string, string]> = {
  requests: ['No unassigned customer services available', 'No matching unassigned customer services found'],
  assigned: ['No assigned services available', 'No matching assigned services found'],
};

export function emptyBookingsText(tab: BookingTab, searching: boolean): string {
  return EMPTY_TEXTS[tab][searching ? 1 : 0];
}

interface BookingTableProps extends PagedTableProps<Booking> {
  tab: BookingTab;
  onViewDetails: (booking: Booking) => void;
  onAssign: (booking: Booking) => void;
  /** Opens the assign view in re-assign mode (docs/product/bookings.md#re-assigning). */
  onReassign: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onViewReviews: (booking: Booking) => void;
}

/** Cancelled and completed bookings cannot take a vendor (the server refuses them too). */
function assignBlockedReason(booking: Booking): string | null {
  if (booking.is_cancelled) return 'A cancelled booking cannot be assigned';
  if (booking.is_completed) return 'A completed booking cannot be assigned';
  return null;
}

/** A re-assignment, like an assignment, needs an open booking. */
function reassignBlockedReason(booking: Booking): string | null {
  if (booking.is_cancelled) return 'A cancelled booking cannot be re-assigned';
  if (booking.is_completed) return 'A completed booking cannot be re-assigned';
  return null;
}

/** The server's own refusals, as titles of the disabled button (docs/product/bookings.md#cancelling). */
function cancelBlockedReason(booking: Booking): string | null {
  if (booking.is_cancelled) return BookingMessages.alreadyCancelled;
  if (booking.is_completed) return BookingMessages.completedNotCancellable;
  return null;
}

/** The Service Request table or the Assigned table (docs/product/bookings.md#service-request-table, #assigned-table), paged on the server. */
export function BookingTable({
  tab,
  searching,
  onViewDetails,
  onAssign,
  onReassign,
  onCancel,
  onViewReviews,
  ...paged
}: BookingTableProps) {
  const cancelButton = (b: Booking) => {
    const blocked = cancelBlockedReason(b);
    return (
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => onCancel(b)}
        disabled={blocked !== null}
        title={blocked ?? undefined}
      >
        Cancel booking
      </Button>
    );
  };

  const customer: DataTableColumn<Booking>[] = [
    { accessor: 'customer_name', title: 'Customer Name' },
    { accessor: 'mobile', title: 'Mobile', noWrap: true, render: (b) => <NA value={b.mobile} /> },
    {
      accessor: 'service_category_name',
      title: 'Service Category',
      render: (b) => <NA value={b.service_category_name} />,
    },
  ];
  const status = statusColumn<Booking>(
    { accessor: 'status', title: 'Status', render: (b) => <BookingStatusBadge booking={b} /> },
    BOOKING_STATUS_WORDS,
  );

  const columns: DataTableColumn<Booking>[] =
    tab === 'requests'
      ? [
          ...customer,
          status,
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (b) => {
              const blocked = assignBlockedReason(b);
              return (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <ViewIconButton
                    tooltip="View details"
                    label={`View details of booking ${b.booking_id}`}
                    onClick={() => onViewDetails(b)}
                  />
                  <Button
                    size="xs"
                    onClick={() => onAssign(b)}
                    disabled={blocked !== null}
                    title={blocked ?? undefined}
                  >
                    Assign Vendor
                  </Button>
                  {cancelButton(b)}
                </Group>
              );
            },
          },
        ]
      : [
          ...customer,
          {
            accessor: 'service_price',
            title: 'Service Price',
            textAlign: 'right',
            render: (b) => formatRupees(b.service_price),
          },
          { accessor: 'vendor_id', title: 'Vendor ID', render: (b) => <NA value={b.vendor_id} /> },
          status,
          {
            accessor: 'actions',
            title: 'Actions',
            textAlign: 'right',
            render: (b) => {
              const reassignBlocked = reassignBlockedReason(b);
              return (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onViewDetails(b)}>
                    View Details
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onViewReviews(b)}
                    disabled={b.review_count === 0}
                    title={b.review_count === 0 ? NO_REVIEWS_TITLE : undefined}
                  >
                    View Reviews
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onReassign(b)}
                    disabled={reassignBlocked !== null}
                    title={reassignBlocked ?? undefined}
                  >
                    Re-assign
                  </Button>
                  {cancelButton(b)}
                </Group>
              );
            },
          },
        ];

  return (
    <PagedDataTable<Booking>
      aria-label={tab === 'requests' ? 'Service Request' : 'Assigned'}
      idAccessor="booking_id"
      columns={columns}
      emptyText={emptyBookingsText(tab, searching)}
      {...paged}
    />
  );
}
