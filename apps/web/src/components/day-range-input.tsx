import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { DATE_INPUT_FORMAT } from '@/lib/format';

/** A range of India days (`YYYY-MM-DD`, inclusive); null for no bound. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/**
 * The one range-of-days input of the lists' filters (the audit trail, Booking Details): `Dates (IST)`,
 * clearable, one day allowed as a range; a range picked with one end is that day.
 */
export function DayRangeInput({ value, onChange }: { value: DayRange; onChange: (value: DayRange) => void }) {
  return (
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
  );
}
