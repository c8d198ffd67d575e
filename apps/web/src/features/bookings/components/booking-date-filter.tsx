import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { addKolkataDays, kolkataDayOf } from '@seva/contract';
import { DATE_INPUT_FORMAT } from '@/lib/format';

/** The slot days a list shows (Asia/Kolkata `YYYY-MM-DD`, inclusive); null for no bound. */
export interface BookingDates {
  from: string | null;
  to: string | null;
}

interface BookingDateFilterProps {
  value: BookingDates;
  onChange: (value: BookingDates) => void;
}

/**
 * The lists' date filter on the slot (docs/product/bookings.md#booking-details): Any date, Today,
 * Tomorrow (India days), or a range of days.
 */
export function BookingDateFilter({ value, onChange }: BookingDateFilterProps) {
  const today = kolkataDayOf(Date.now());
  const tomorrow = addKolkataDays(today, 1);
  const isDay = (day: string) => value.from === day && value.to === day;
  const quick = [
    { label: 'Any date', active: value.from === null && value.to === null, dates: { from: null, to: null } },
    { label: 'Today', active: isDay(today), dates: { from: today, to: today } },
    { label: 'Tomorrow', active: isDay(tomorrow), dates: { from: tomorrow, to: tomorrow } },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Group gap="xs" role="group" aria-label="Booking dates">
        {quick.map((choice) => (
          <Button
            key={choice.label}
            variant={choice.active ? 'filled' : 'default'}
            aria-pressed={choice.active}
            onClick={() => onChange(choice.dates)}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
      <DatePickerInput
        type="range"
        label="Dates (IST)"
        placeholder="Any date"
        valueFormat={DATE_INPUT_FORMAT}
        clearable
        allowSingleDateInRange
        w={240}
        value={[value.from, value.to]}
        onChange={([from, to]) => onChange({ from: from ?? null, to: to ?? from ?? null })}
      />
    </Group>
  );
}
