import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Booking, CandidateVendor } from '@seva/contract';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useCandidateVendors } from '../api/get-candidate-vendors';
import { useCurrentVendorName } from '../api/get-current-vendor';
import { useUpdateServiceBooking } from '../api/update-service-booking';
import { CandidateVendorsTable } from './candidate-vendors-table';
import { ConfirmAssignmentDialog, type PreviousVendor, vendorLabel } from './confirm-assignment-dialog';

interface AssignVendorViewProps {
  booking: Booking;
  onBack: () => void;
  /** The vendor was assigned; the bookings are being fetched again. */
  onAssigned: () => void;
}

/**
 * docs/product/bookings.md#assignment-flow: choose a vendor, Confirm Selection, Confirm Assignment. A booking that
 * has a vendor is re-assigned (#re-assigning): its current vendor is named above the list and cannot be picked.
 */
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
  const currentVendorName = useCurrentVendorName(booking.vendor_id);
  const previousVendor: PreviousVendor | null =
    booking.vendor_id === null
      ? null
      : { vendor_id: booking.vendor_id, vendor_name: currentVendorName.data ?? null };
  const candidates = (vendors.data?.data ?? []).filter((v) => v.vendor_id !== booking.vendor_id);

  const closeDialog = () => {
    setConfirming(false);
    assign.reset();
  };

  const confirm = () => {
    // docs/product/bookings.md#assignment-flow: both a selected vendor and a booking id, otherwise nothing is sent.
    if (!selected || !booking.booking_id) return;
    const body = previousVendor
      ? {
          booking_id: booking.booking_id,
          vendor_id: selected.vendor_id,
          reassign: true,
          previous_vendor_id: previousVendor.vendor_id,
        }
      : { booking_id: booking.booking_id, vendor_id: selected.vendor_id };
    assign.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: previousVendor
            ? `Booking ${booking.booking_id} was moved from ${vendorLabel(previousVendor)} to ${vendorLabel(selected)}.`
            : `${selected.vendor_name} (Vendor ID ${selected.vendor_id}) was assigned to booking ${booking.booking_id}.`,
        });
        setSelected(null);
        setConfirming(false);
        assign.reset();
        onAssigned();
      },
    });
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
              {previousVendor ? 'Re-assign' : 'Assign'} Vendor for Booking ID: {booking.booking_id}
            </Title>
          </Group>
          {selected ? <Button onClick={() => setConfirming(true)}>Confirm Selection</Button> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {booking.customer_name} needs {booking.service_category_name ?? 'a service'}. Vendors that fit the
          booking (approved, not blocked, same service category) are listed first; the others are greyed out
          with the reason they cannot take it. Those that fit are ranked best first by a score out of 100
          (distance within their service radius, open assignments, rating, working now); the chips under each
          name say why.
        </Text>
        {previousVendor ? (
          <Text size="sm">Current vendor: {vendorLabel(previousVendor)}. It cannot be chosen again.</Text>
        ) : null}
        <SearchInput label="Search vendors" value={paging.search} onChange={paging.setSearch} maw={360} />
        {vendors.isError ? (
          <QueryErrorAlert error={vendors.error} />
        ) : (
          <CandidateVendorsTable
            records={candidates}
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
        previousVendor={previousVendor}
        assigning={assign.isPending}
        error={assign.isError ? assign.error.message : null}
        onConfirm={confirm}
        onCancel={closeDialog}
      />
    </Paper>
  );
}
