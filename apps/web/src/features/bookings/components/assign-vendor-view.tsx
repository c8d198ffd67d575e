import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Booking, CandidateVendor } from '@seva/contract';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useCandidateVendors } from '../api/get-candidate-vendors';
import { useUpdateServiceBooking } from '../api/update-service-booking';
import { CandidateVendorsTable } from './candidate-vendors-table';
import { ConfirmAssignmentDialog } from './confirm-assignment-dialog';

interface AssignVendorViewProps {
  booking: Booking;
  onBack: () => void;
  /** The vendor was assigned; the bookings are being fetched again. */
  onAssigned: () => void;
}

/** docs/product/bookings.md#assignment-flow: choose a vendor, Confirm Selection, Confirm Assignment. */
export function AssignVendorView({ booking, onBack, onAssigned }: AssignVendorViewProps) {
  const paging = usePagedSearch();
  const vendors = useCandidateVendors({
    bookingId: booking.booking_id,
    q: paging.term,
    limit: paging.limit,
    offset: paging.offset,
  });
  const [selected, setSelected] = useState<CandidateVendor | null>(null);
  const [confirming, setConfirming] = useState(false);
  const assign = useUpdateServiceBooking();

  const closeDialog = () => {
    setConfirming(false);
    assign.reset();
  };

  const confirm = () => {
    // docs/product/bookings.md#assignment-flow: both a selected vendor and a booking id, otherwise nothing is sent.
    if (!selected || !booking.booking_id) return;
    assign.mutate(
      { booking_id: booking.booking_id, vendor_id: selected.vendor_id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: `${selected.vendor_name} (Vendor ID ${selected.vendor_id}) was assigned to booking ${booking.booking_id}.`,
          });
          setSelected(null);
          setConfirming(false);
          assign.reset();
          onAssigned();
        },
      },
    );
  };

  const titleId = `assign-booking-${booking.booking_id}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
              Back
            </Button>
            <Title order={2} size="h4" id={titleId}>
              Assign Vendor for Booking ID: {booking.booking_id}
            </Title>
          </Group>
          {selected ? <Button onClick={() => setConfirming(true)}>Confirm Selection</Button> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {booking.customer_name} needs {booking.service_category_name ?? 'a service'}. Vendors that fit the
          booking (approved, not blocked, same service category) are listed first; the others are greyed out
          with the reason they cannot take it.
        </Text>
        <SearchInput label="Search vendors" value={paging.search} onChange={paging.setSearch} maw={360} />
        {vendors.isError ? (
          <QueryErrorAlert error={vendors.error} />
        ) : (
          <CandidateVendorsTable
            records={vendors.data?.data ?? []}
            selectedId={selected?.vendor_id ?? null}
            onSelect={setSelected}
            loading={vendors.isPending}
            fetching={vendors.isFetching}
            page={paging.page}
            pageSize={paging.limit}
            totalRecords={vendors.data?.total ?? vendors.data?.data.length ?? 0}
            onPageChange={paging.setPage}
          />
        )}
      </Stack>
      <ConfirmAssignmentDialog
        opened={confirming}
        booking={booking}
        vendor={selected}
        assigning={assign.isPending}
        error={assign.isError ? assign.error.message : null}
        onConfirm={confirm}
        onCancel={closeDialog}
      />
    </Paper>
  );
}
