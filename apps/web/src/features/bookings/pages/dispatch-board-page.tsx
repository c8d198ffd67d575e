import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addKolkataDays,
  type DispatchBoard,
  type DispatchBoardQueueItem,
  type DispatchBoardVendor,
  kolkataDayOf,
  kolkataDayStartMs,
  slotLabel,
} from '@seva/contract';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useServiceCategoriesByName } from '@/api/get-service-categories';
import { usePermission } from '@/components/can';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { displayValue, formatDate } from '@/lib/format';
import { dayParam, optionalIdParam, readUrlParams, writeUrlParams } from '@/lib/url-params';
import { useDispatchBoard } from '../api/get-dispatch-board';
import { useUpdateServiceBooking } from '../api/update-service-booking';
import { BookingStatusWordBadge } from '../components/booking-status-badge';
import { ConfirmAssignmentDialog } from '../components/confirm-assignment-dialog';
import classes from './dispatch-board-page.module.css';

/** The board's settings in the address: the day (default today) and the category (default all). */
const BOARD_PARAMS = { date: dayParam(), category: optionalIdParam() };

const indiaToday = () => kolkataDayOf(Date.now());

/** `21 Nov 2026` of an India day `YYYY-MM-DD`. */
const dayLabel = (day: string) => formatDate(kolkataDayStartMs(day) ?? day);

/** The free cell a booking may go to: the vendor's trade is the booking's and the booking's slot is free. */
function fits(vendor: DispatchBoardVendor, booking: DispatchBoardQueueItem, slotStart: string): boolean {
  return (
    booking.scheduled_start === slotStart &&
    vendor.service_cat_id === booking.service_cat_id &&
    vendor.free_slots.includes(slotStart)
  );
}

interface PendingAssignment {
  booking: DispatchBoardQueueItem;
  vendor: DispatchBoardVendor;
}

/**
 * The day board (docs/product/dispatch-board.md): vendors × the day's slots with their jobs, the day's
 * unassigned bookings as a queue beside it. With bookings.assign, picking a queued booking highlights the
 * vendor cells free for it; choosing one asks the Booking Details confirmation and sends the same assign call.
 */
export function DispatchBoardPage() {
  const [search, setSearch] = useSearchParams();
  const settings = readUrlParams(search, BOARD_PARAMS);
  const date = settings.date ?? indiaToday();
  const serviceCatId = settings.category === null ? null : Number(settings.category);
  const board = useDispatchBoard({ date, serviceCatId });
  const categories = useServiceCategoriesByName();
  const canAssign = usePermission('bookings.assign');
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingAssignment | null>(null);
  const assign = useUpdateServiceBooking();

  const data = board.data;
  const picked = data?.queue.find((b) => b.booking_id === pickedId) ?? null;

  const change = (values: Partial<{ date: string | null; category: string | null }>) => {
    setPickedId(null);
    setSearch(writeUrlParams(search, BOARD_PARAMS, values));
  };
  const goTo = (day: string) => change({ date: day === indiaToday() ? null : day });

  const closeDialog = () => {
    setPending(null);
    assign.reset();
  };
  const confirm = () => {
    if (!pending) return;
    const { booking, vendor } = pending;
    assign.mutate(
      { booking_id: booking.booking_id, vendor_id: vendor.vendor_id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            icon: <IconCheck size={18} />,
            message: `${vendor.vendor_name} (Vendor ID ${vendor.vendor_id}) was assigned to booking ${booking.booking_id}.`,
          });
          setPending(null);
          setPickedId(null);
          assign.reset();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Dispatch board
        </Title>
        {board.isFetching && data ? <Loader size="sm" aria-label="Refreshing the board" /> : null}
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Group gap={4} wrap="nowrap" role="group" aria-label="Day">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => goTo(addKolkataDays(date, -1))}
          >
            Previous day
          </Button>
          <Button variant="default" onClick={() => goTo(indiaToday())} disabled={date === indiaToday()}>
            Today
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => goTo(addKolkataDays(date, 1))}
          >
            Next day
          </Button>
        </Group>
        <Text fw={600} aria-live="polite" data-testid="board-day">
          {dayLabel(date)}
          {date === indiaToday() ? ' (today)' : ''}
        </Text>
        <Select
          label="Service category"
          w={240}
          data={[
            { value: '', label: 'All categories' },
            ...(categories.data ?? []).map((c) => ({
              value: String(c.service_cat_id),
              label: c.service_name,
            })),
          ]}
          value={settings.category ?? ''}
          onChange={(value) => change({ category: value ? value : null })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {board.isError && !data ? (
        <QueryErrorAlert
          error={board.error}
          title="The dispatch board could not be loaded"
          onRetry={() => board.refetch()}
        />
      ) : !data ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading the board…</Text>
        </Group>
      ) : (
        <div className={classes.layout}>
          <BoardGrid
            data={data}
            picked={canAssign ? picked : null}
            onChoose={(vendor) => picked && setPending({ booking: picked, vendor })}
          />
          <Queue
            queue={data.queue}
            canAssign={canAssign}
            pickedId={picked?.booking_id ?? null}
            onPick={(id) => setPickedId((current) => (current === id ? null : id))}
          />
        </div>
      )}
      {pending ? (
        <ConfirmAssignmentDialog
          opened
          booking={pending.booking}
          vendor={pending.vendor}
          assigning={assign.isPending}
          error={assign.isError ? assign.error.message : null}
          onConfirm={confirm}
          onCancel={closeDialog}
        />
      ) : null}
    </Stack>
  );
}

interface BoardGridProps {
  data: DispatchBoard;
  picked: DispatchBoardQueueItem | null;
  onChoose: (vendor: DispatchBoardVendor) => void;
}

/** Vendors as rows, the day's slots as columns; the picked booking's free cells become buttons. */
function BoardGrid({ data, picked, onChoose }: BoardGridProps) {
  if (data.vendors.length === 0) {
    return (
      <Paper withBorder p="md" className={classes.grid}>
        <Text>No vendors for this day and category: no eligible vendor and no job.</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder className={classes.grid}>
      {/* Focusable, so that a keyboard scrolls a grid wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={classes.scroller} tabIndex={0} aria-label="Board grid">
        <Table withColumnBorders withRowBorders stickyHeader aria-label="Vendors and slots">
          <Table.Caption>
            Vendors and their jobs on {dayLabel(data.date)}
            {data.vendors_capped ? '; only the first eligible vendors by name are shown' : ''}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Vendor</Table.Th>
              {data.slots.map((slot) => (
                <Table.Th scope="col" key={slot.start} className={classes.slotHead}>
                  {slotLabel(slot.start)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.vendors.map((vendor) => (
              <Table.Tr key={vendor.vendor_id} data-vendor-id={vendor.vendor_id}>
                <Table.Th scope="row" className={classes.vendorHead}>
                  <Text fw={600} size="sm">
                    {vendor.vendor_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {displayValue(vendor.service_category_name)} ·{' '}
                    {vendor.service_start_time && vendor.service_end_time
                      ? `${vendor.service_start_time}–${vendor.service_end_time}`
                      : 'No hours'}
                  </Text>
                </Table.Th>
                {data.slots.map((slot) => (
                  <Table.Td key={slot.start} className={classes.cell}>
                    <Cell vendor={vendor} slotStart={slot.start} picked={picked} onChoose={onChoose} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </Paper>
  );
}

interface CellProps {
  vendor: DispatchBoardVendor;
  slotStart: string;
  picked: DispatchBoardQueueItem | null;
  onChoose: (vendor: DispatchBoardVendor) => void;
}

function Cell({ vendor, slotStart, picked, onChoose }: CellProps) {
  const jobs = vendor.jobs.filter((job) => job.scheduled_start === slotStart);
  if (jobs.length > 0) {
    return (
      <Stack gap={4}>
        {jobs.map((job) => (
          <div key={job.booking_id} className={classes.job}>
            <Text size="sm" fw={600}>
              #{job.booking_id} {job.customer_name}
            </Text>
            <Group gap={4} wrap="wrap">
              <Text size="xs" c="dimmed">
                {displayValue(job.customer_city)}
              </Text>
              <BookingStatusWordBadge status={job.status} />
            </Group>
          </div>
        ))}
      </Stack>
    );
  }
  if (picked && fits(vendor, picked, slotStart)) {
    return (
      <Button
        size="xs"
        variant="light"
        fullWidth
        className={classes.target}
        aria-label={`Assign booking #${picked.booking_id} to ${vendor.vendor_name} at ${slotLabel(slotStart)}`}
        onClick={() => onChoose(vendor)}
      >
        Assign
      </Button>
    );
  }
  const free = vendor.free_slots.includes(slotStart);
  return (
    <Text size="xs" c="dimmed">
      {free ? 'Free' : '—'}
    </Text>
  );
}

interface QueueProps {
  queue: DispatchBoardQueueItem[];
  canAssign: boolean;
  pickedId: number | null;
  onPick: (bookingId: number) => void;
}

/** The day's unassigned bookings by slot; late ones flagged. With bookings.assign each is a toggle button. */
function Queue({ queue, canAssign, pickedId, onPick }: QueueProps) {
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="dispatch-queue-title"
      className={classes.queue}
    >
      <Title order={2} size="h4" id="dispatch-queue-title" mb="xs">
        Unassigned ({queue.length})
      </Title>
      {queue.length === 0 ? (
        <Text size="sm">No unassigned bookings on this day.</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.queueList}>
          {queue.map((booking) => {
            const body = <QueueCard booking={booking} />;
            return (
              <li key={booking.booking_id}>
                {canAssign ? (
                  <UnstyledButton
                    className={classes.card}
                    aria-pressed={pickedId === booking.booking_id}
                    data-picked={pickedId === booking.booking_id || undefined}
                    onClick={() => onPick(booking.booking_id)}
                  >
                    {body}
                  </UnstyledButton>
                ) : (
                  <div className={classes.card}>{body}</div>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      {canAssign && queue.length > 0 ? (
        <Text size="xs" c="dimmed" mt="xs">
          Pick a booking, then one of the highlighted free cells to assign it.
        </Text>
      ) : null}
    </Paper>
  );
}

function QueueCard({ booking }: { booking: DispatchBoardQueueItem }) {
  return (
    <Stack gap={2}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Booking #{booking.booking_id} · {slotLabel(booking.scheduled_start)}
        </Text>
        {booking.late ? (
          <Badge color="red" size="sm">
            Late
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{booking.customer_name}</Text>
      <Text size="xs" c="dimmed">
        {displayValue(booking.service_category_name)} · {displayValue(booking.customer_city)}
      </Text>
      {booking.service_desc ? (
        <Text size="xs" lineClamp={2}>
          {booking.service_desc}
        </Text>
      ) : null}
    </Stack>
  );
}
