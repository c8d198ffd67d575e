import { Badge, Group, Text } from '@mantine/core';
import { type Booking, isLate, SlotMessages, slotLabel } from '@seva/contract';
import { formatWeekdayDate } from '@/lib/format';

/** The Late badge's word (docs/product/bookings.md#late-bookings). */
export const LATE_TEXT = 'Late';
export const LATE_TITLE = 'The slot has started and no vendor is assigned';

/** When a booking happens, `Wed 3 Dec, 08:00–10:00` India time; `Not scheduled` for one made before slots. */
export function whenLabel(booking: Pick<Booking, 'scheduled_start'>): string {
  const start = booking.scheduled_start;
  return start === null ? SlotMessages.notScheduled : `${formatWeekdayDate(start)}, ${slotLabel(start)}`;
}

/**
 * The When cell: the slot, and a red `Late` badge (its word, not its colour alone) when the slot has
 * started and the booking still has no vendor (contract rules/slots.ts isLate).
 */
export function BookingWhen({ booking, nowMs }: { booking: Booking; nowMs: number }) {
  // The slot may break after its day's comma (a narrow column, a phone's card), never inside the slot.
  return (
    <Group gap={6}>
      <Text size="sm" c={booking.scheduled_start === null ? 'dimmed' : undefined}>
        {whenLabel(booking)}
      </Text>
      {isLate(booking, nowMs) ? (
        <Badge color="red" variant="filled" size="sm" title={LATE_TITLE}>
          {LATE_TEXT}
        </Badge>
      ) : null}
    </Group>
  );
}
