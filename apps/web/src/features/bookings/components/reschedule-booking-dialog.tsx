import { Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  addKolkataDays,
  type Booking,
  kolkataDayOf,
  lastBookableDate,
  RescheduleMessages,
  rescheduleBookingBodySchema,
  type SlotRules,
  slotLabel,
  slotProblem,
  slotsOfDate,
} from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { formatWeekdayDate } from '@/lib/format';
import { useSlotRules } from '../api/get-slot-settings';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { BookingSummary } from './booking-summary';
import { whenLabel } from './booking-when';

/** The dialog's words (docs/product/bookings.md#rescheduling). */
export const RescheduleTexts = {
  title: (bookingId: number) => `Reschedule booking ${bookingId}`,
  now: (when: string) => `Now: ${when}`,
  date: 'Date',
  slot: 'Slot',
  reason: 'Reason',
  pickSlot: 'Please pick a slot.',
  noSlots: 'No slot left on this day',
  reasonRequired: 'Please enter a reason for rescheduling the booking.',
  submit: 'Reschedule',
  keep: 'Keep slot',
  failed: 'The booking was not rescheduled',
  loadingSlots: 'Loading the slots…',
  slotsFailed: 'The slots could not be loaded',
  done: (bookingId: number, when: string) => `Booking ${bookingId} was moved to ${when}.`,
} as const;

/**
 * The slots the dialog offers: those of the days from today to the booking horizon, not started yet, as
 * the contract's rules (rules/slots.ts) say with the server's own settings (`useSlotRules`, GET
 * /admin/settings/slots); the server checks the slot again and refuses one it does not offer.
 */
export function rescheduleDays(nowMs: number, rules: SlotRules): string[] {
  const today = kolkataDayOf(nowMs);
  const last = lastBookableDate(nowMs, rules);
  const days: string[] = [];
  for (let day = today; day <= last; day = addKolkataDays(day, 1)) {
    if (openSlots(day, nowMs, rules).length > 0) days.push(day);
  }
  return days;
}

export function openSlots(day: string, nowMs: number, rules: SlotRules): string[] {
  return slotsOfDate(day, rules)
    .map((slot) => slot.start)
    .filter((start) => slotProblem(start, nowMs, rules) === null);
}

interface RescheduleValues {
  date: string | null;
  scheduled_start: string | null;
  reason: string;
}

interface RescheduleBookingDialogProps {
  /** The booking to move; null keeps the dialog closed. */
  booking: Booking | null;
  onClose: () => void;
}

/**
 * Reschedule: a day, one of its slots and a reason; `POST /admin/data/bookings/{id}/reschedule`. A refusal
 * stays in the dialog with the server's message; a success closes it with a notice, which says when the
 * vendor was released (`vendor_kept` false).
 */
export function RescheduleBookingDialog({ booking, onClose }: RescheduleBookingDialogProps) {
  const reschedule = useRescheduleBooking();
  const close = () => {
    if (reschedule.isPending) return;
    reschedule.reset();
    onClose();
  };
  return (
    <Modal
      opened={booking !== null}
      onClose={close}
      title={booking ? RescheduleTexts.title(booking.booking_id) : RescheduleTexts.submit}
      centered
      closeOnClickOutside={!reschedule.isPending}
      closeOnEscape={!reschedule.isPending}
      withCloseButton={!reschedule.isPending}
    >
      {booking === null ? null : (
        <RescheduleSlots key={booking.booking_id} booking={booking} reschedule={reschedule} onClose={close} />
      )}
    </Modal>
  );
}

interface RescheduleFormProps {
  booking: Booking;
  reschedule: ReturnType<typeof useRescheduleBooking>;
  onClose: () => void;
}

/** The form once the server's slot rules are in (loaded once per session); till then a loader, or the failure. */
function RescheduleSlots(props: RescheduleFormProps) {
  const rules = useSlotRules();
  if (rules.isPending) {
    return (
      <Group gap="sm" py="md">
        <Loader size="sm" />
        <Text size="sm">{RescheduleTexts.loadingSlots}</Text>
      </Group>
    );
  }
  if (rules.isError) {
    return (
      <QueryErrorAlert
        error={rules.error}
        title={RescheduleTexts.slotsFailed}
        onRetry={() => rules.refetch()}
      />
    );
  }
  return <RescheduleForm {...props} rules={rules.data} />;
}

function RescheduleForm({ booking, reschedule, onClose, rules }: RescheduleFormProps & { rules: SlotRules }) {
  // The days and slots offered when the dialog opened; a slot that starts meanwhile the server refuses.
  const nowMs = useMemo(() => Date.now(), []);
  const days = useMemo(() => rescheduleDays(nowMs, rules), [nowMs, rules]);
  const validate = useMemo(
    () =>
      formSchema<RescheduleValues>(
        z.object({
          scheduled_start: rescheduleBookingBodySchema.shape.scheduled_start,
          reason: rescheduleBookingBodySchema.shape.reason,
        }),
        {
          scheduled_start: { blank: RescheduleTexts.pickSlot, invalid_type: RescheduleTexts.pickSlot },
          reason: { blank: RescheduleTexts.reasonRequired },
        },
      ),
    [],
  );
  const form = useForm<RescheduleValues>({
    initialValues: { date: days[0] ?? null, scheduled_start: null, reason: '' },
    validate,
    onValuesChange: () => {
      if (reschedule.isError) reschedule.reset();
    },
  });
  const slots = form.values.date ? openSlots(form.values.date, nowMs, rules) : [];

  const submit = form.onSubmit((values) => {
    if (!values.scheduled_start) return;
    const scheduled_start = values.scheduled_start;
    reschedule.mutate(
      { bookingId: booking.booking_id, body: { scheduled_start, reason: values.reason.trim() } },
      {
        onSuccess: ({ vendor_kept }) => {
          const done = RescheduleTexts.done(booking.booking_id, whenLabel({ scheduled_start }));
          notifications.show({
            color: vendor_kept ? 'teal' : 'orange',
            icon: <IconCheck size={18} />,
            message: vendor_kept ? done : `${done} ${RescheduleMessages.vendorReleased}`,
          });
          reschedule.reset();
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <BookingSummary booking={booking} />
        <Text size="sm">{RescheduleTexts.now(whenLabel(booking))}</Text>
        <Group grow align="flex-start">
          <Select
            label={RescheduleTexts.date}
            required
            allowDeselect={false}
            data={days.map((day) => ({ value: day, label: formatWeekdayDate(day) }))}
            disabled={reschedule.isPending}
            data-autofocus
            {...form.getInputProps('date')}
            onChange={(date) => form.setValues({ date, scheduled_start: null })}
          />
          <Select
            label={RescheduleTexts.slot}
            required
            placeholder={slots.length === 0 ? RescheduleTexts.noSlots : undefined}
            data={slots.map((start) => ({ value: start, label: slotLabel(start) }))}
            disabled={reschedule.isPending}
            {...form.getInputProps('scheduled_start')}
          />
        </Group>
        <Textarea
          label={RescheduleTexts.reason}
          required
          rows={3}
          maxLength={500}
          disabled={reschedule.isPending}
          {...form.getInputProps('reason')}
        />
        <FormError
          title={RescheduleTexts.failed}
          message={reschedule.isError ? errorMessage(reschedule.error) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reschedule.isPending}>
            {RescheduleTexts.keep}
          </Button>
          <Button type="submit" loading={reschedule.isPending} disabled={reschedule.isError}>
            {RescheduleTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
