import { Button, Group } from '@mantine/core';
import { addKolkataDays, kolkataDayOf } from '@seva/contract';
import { type DayRange, DayRangeInput } from '@/components/day-range-input';

/** The slot days a list shows (Asia/Kolkata `YYYY-MM-DD`, inclusive); null for no bound. */
export type BookingDates = DayRange;

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
      <DayRangeInput value={value} onChange={onChange} />
    </Group>
  );
}
