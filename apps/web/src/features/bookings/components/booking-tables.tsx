import { type Booking, BookingMessages, type BookingSortField, RescheduleMessages } from '@seva/contract';
import { IconEye, IconStar } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { usePermission } from '@/components/can';
import { NA } from '@/components/not-available';
import { PagedDataTable, type PagedTableProps } from '@/components/paged-data-table';
import { actionsColumn, type RowAction } from '@/components/row-actions';
import { statusColumn } from '@/components/status-column';
import { formatRupees } from '@/lib/format';
import type { TableSort } from '@/lib/table-sort';
import type { BookingTab } from '../api/get-bookings';
import { BOOKING_STATUS_WORDS, BookingStatusBadge } from './booking-status-badge';
import { BookingWhen } from './booking-when';

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
  sort: TableSort<BookingSortField>;
  onViewDetails: (booking: Booking) => void;
  onAssign: (booking: Booking) => void;
  /** Opens the assign view in re-assign mode (docs/product/bookings.md#re-assigning). */
  onReassign: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  /** Opens the reschedule dialog (docs/product/bookings.md#rescheduling). */
  onReschedule: (booking: Booking) => void;
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

/** Only an open booking moves to another slot; the server's own refusals as titles. */
function rescheduleBlockedReason(booking: Booking): string | null {
  if (booking.is_cancelled) return RescheduleMessages.cancelled;
  if (booking.is_completed) return RescheduleMessages.completed;
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
  onReschedule,
  onViewReviews,
  ...paged
}: BookingTableProps) {
  // Assigning, re-assigning and cancelling as the member's role allows (docs/product/team.md#what-the-web-shows).
  const canAssign = usePermission('bookings.assign');
  const canCancel = usePermission('bookings.cancel');
  // Every row has several actions: one ⋮ menu a row (components/row-actions.tsx).
  const cancelAction = (b: Booking): RowAction[] =>
    canCancel
      ? [
          {
            label: 'Cancel booking',
            color: 'red',
            onClick: () => onCancel(b),
            disabledReason: cancelBlockedReason(b),
          },
        ]
      : [];
  // Rescheduling is a dispatcher's move, as assigning is.
  const rescheduleAction = (b: Booking): RowAction[] =>
    canAssign
      ? [{ label: 'Reschedule', onClick: () => onReschedule(b), disabledReason: rescheduleBlockedReason(b) }]
      : [];
  const rowName = (b: Booking) => `booking ${b.booking_id}`;
  // Late is judged at this render; the lists are read again after every change.
  const nowMs = Date.now();
  // After SPEC's data columns, before the row's actions (docs/product/bookings.md#booking-details): the
  // slot and the customer's city.
  const whenAndCity: DataTableColumn<Booking>[] = [
    {
      accessor: 'scheduled_start',
      title: 'When',
      sortable: true,
      // Two lines on a laptop, `Thu 3 Dec,` over `08:00–10:00`, so that SPEC's columns keep their room.
      width: 100,
      render: (b) => <BookingWhen booking={b} nowMs={nowMs} />,
    },
    {
      accessor: 'customer_city',
      title: 'City',
      sortable: true,
      render: (b) => <NA value={b.customer_city} />,
    },
  ];

  const customer: DataTableColumn<Booking>[] = [
    { accessor: 'customer_name', title: 'Customer Name', sortable: true },
    { accessor: 'mobile', title: 'Mobile', noWrap: true, render: (b) => <NA value={b.mobile} /> },
    {
      accessor: 'service_category_name',
      title: 'Service Category',
      sortable: true,
      render: (b) => <NA value={b.service_category_name} />,
    },
  ];
  const status = statusColumn<Booking>(
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (b) => <BookingStatusBadge booking={b} />,
    },
    BOOKING_STATUS_WORDS,
  );

  const columns: DataTableColumn<Booking>[] =
    tab === 'requests'
      ? [
          ...customer,
          status,
          ...whenAndCity,
          actionsColumn<Booking>({
            // Four actions beside When and City: buttons from a 1 200 px box, else the ⋮ menu (a laptop).
            buttonsFrom: 1200,
            rowName,
            actions: (b) => [
              { label: 'View details', onClick: () => onViewDetails(b) },
              ...(canAssign
                ? [
                    {
                      label: 'Assign Vendor',
                      onClick: () => onAssign(b),
                      disabledReason: assignBlockedReason(b),
                    },
                  ]
                : []),
              ...rescheduleAction(b),
              ...cancelAction(b),
            ],
          }),
        ]
      : [
          ...customer,
          {
            accessor: 'service_price',
            title: 'Service Price',
            sortable: true,
            textAlign: 'right',
            render: (b) => formatRupees(b.service_price),
          },
          { accessor: 'vendor_id', title: 'Vendor ID', render: (b) => <NA value={b.vendor_id} /> },
          status,
          ...whenAndCity,
          actionsColumn<Booking>({
            // SPEC's two actions, View Details and View Reviews, stay buttons (icons) at every width; the
            // dispatcher's Re-assign and Cancel booking sit in the row's ⋮ beside them.
            buttonsFrom: 'menu',
            rowName,
            actions: (b) => [
              // Icons named by SPEC's texts: the two buttons and the ⋮ leave room for When and City.
              {
                label: 'View Details',
                icon: <IconEye size={16} aria-hidden />,
                onClick: () => onViewDetails(b),
                outside: true,
              },
              {
                label: 'View Reviews',
                icon: <IconStar size={16} aria-hidden />,
                onClick: () => onViewReviews(b),
                disabledReason: b.review_count === 0 ? NO_REVIEWS_TITLE : null,
                outside: true,
              },
              ...(canAssign
                ? [
                    {
                      label: 'Re-assign',
                      onClick: () => onReassign(b),
                      disabledReason: reassignBlockedReason(b),
                    },
                  ]
                : []),
              ...rescheduleAction(b),
              ...cancelAction(b),
            ],
          }),
        ];

  return (
    <PagedDataTable<Booking, BookingSortField>
      aria-label={tab === 'requests' ? 'Service Request' : 'Assigned'}
      idAccessor="booking_id"
      columns={columns}
      emptyText={emptyBookingsText(tab, searching)}
      {...paged}
    />
  );
}
