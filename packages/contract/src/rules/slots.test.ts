import { describe, expect, it } from 'vitest';
import { scheduledStartSchema } from '../slots';
import {
  DEFAULT_SLOT_RULES,
  isLate,
  isSlotStart,
  lastBookableDate,
  SLOT_MS,
  slotEnd,
  slotHours,
  slotLabel,
  slotProblem,
  slotsOfDate,
} from './slots';

const rules = DEFAULT_SLOT_RULES;
/** `hour` o'clock India time on `day`, as the wire writes it. */
const at = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000+05:30`) + (hour * 60 + minute) * 60_000).toISOString();

describe('slot rules (Asia/Kolkata)', () => {
  it('makes six two-hour slots from 08:00, the last ending at 20:00', () => {
    expect(slotHours(rules)).toEqual([8, 10, 12, 14, 16, 18]);
    expect(slotHours({ firstHour: 9, lastHour: 12 })).toEqual([9]);
    const slots = slotsOfDate('2027-04-01', rules);
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({ start: '2027-04-01T02:30:00.000Z', end: '2027-04-01T04:30:00.000Z' });
    expect(slots[5]).toEqual({ start: '2027-04-01T12:30:00.000Z', end: '2027-04-01T14:30:00.000Z' });
    expect(slotsOfDate('2027-02-30', rules)).toEqual([]);
    expect(slotsOfDate('tomorrow', rules)).toEqual([]);
    expect(SLOT_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('keeps a slot on its India day across a month end and at midnight', () => {
    // 31 March's last slot ends 20:00 IST; 1 April's first starts 08:00 IST.
    expect(slotsOfDate('2027-03-31', rules).at(-1)).toEqual({
      start: '2027-03-31T12:30:00.000Z',
      end: '2027-03-31T14:30:00.000Z',
    });
    // A slot at 00:00–02:00 IST (rules allowing it) is the previous UTC day.
    expect(slotsOfDate('2027-04-01', { firstHour: 0, lastHour: 2 })).toEqual([
      { start: '2027-03-31T18:30:00.000Z', end: '2027-03-31T20:30:00.000Z' },
    ]);
  });

  it('knows a slot start to the millisecond: 20:00, midnight, 07:00 and 10:01 are not', () => {
    expect(isSlotStart(Date.parse(at('2027-04-01', 8)), rules)).toBe(true);
    expect(isSlotStart(Date.parse(at('2027-04-01', 18)), rules)).toBe(true);
    for (const start of [
      at('2027-04-01', 20),
      at('2027-04-01', 0),
      at('2027-04-01', 7),
      at('2027-04-01', 9),
      at('2027-04-01', 10, 1),
      at('2027-04-01', 22),
    ]) {
      expect(isSlotStart(Date.parse(start), rules), start).toBe(false);
    }
    expect(isSlotStart(Date.parse(at('2027-04-01', 10)) + 1, rules)).toBe(false);
    expect(isSlotStart(Number.NaN, rules)).toBe(false);
  });

  it('refuses a past slot, a started one, and one beyond today plus 14 India days', () => {
    const now = Date.parse(at('2027-03-31', 19));
    expect(slotProblem(at('2027-03-31', 18), now, rules)).toBe('past');
    expect(slotProblem(at('2027-03-31', 20), now, rules)).toBe('not_a_slot');
    expect(slotProblem(at('2027-04-01', 0), now, rules)).toBe('not_a_slot');
    expect(slotProblem(at('2027-04-01', 8), now, rules)).toBeNull();
    expect(lastBookableDate(now, rules)).toBe('2027-04-14');
    expect(slotProblem(at('2027-04-14', 18), now, rules)).toBeNull();
    expect(slotProblem(at('2027-04-15', 8), now, rules)).toBe('beyond_horizon');
    // A slot starting now has started.
    const start = at('2027-04-02', 10);
    expect(slotProblem(start, Date.parse(start), rules)).toBe('past');
    expect(slotProblem(start, Date.parse(start) - 1, rules)).toBeNull();
    // The horizon counts India days: at 00:30 IST on 1 April (still 31 March in UTC) it is 15 April.
    expect(lastBookableDate(Date.parse(at('2027-04-01', 0, 30)), rules)).toBe('2027-04-15');
    // Another offset of the same instant is the same slot.
    expect(slotProblem('2027-04-01T08:00:00+05:30', now, rules)).toBeNull();
  });

  it('labels and ends a slot in India time', () => {
    expect(slotEnd('2027-04-01T02:30:00.000Z')).toBe('2027-04-01T04:30:00.000Z');
    expect(slotLabel('2027-04-01T12:30:00.000Z')).toBe('18:00–20:00');
  });

  it('calls a booking late once its slot has started without a vendor', () => {
    const booking = {
      scheduled_start: at('2027-04-01', 10),
      vendor_id: null,
      is_cancelled: 0,
      is_completed: 0,
    };
    const start = Date.parse(booking.scheduled_start);
    expect(isLate(booking, start - 1)).toBe(false);
    expect(isLate(booking, start)).toBe(true);
    expect(isLate({ ...booking, vendor_id: 4 }, start)).toBe(false);
    expect(isLate({ ...booking, is_cancelled: 1 }, start)).toBe(false);
    expect(isLate({ ...booking, is_completed: 1 }, start)).toBe(false);
    expect(isLate({ ...booking, scheduled_start: null }, start)).toBe(false);
  });

  it('takes a scheduled_start with its zone, refusing other text and impossible dates', () => {
    for (const value of ['2027-04-01T02:30:00.000Z', '2027-04-01T08:00+05:30', '2027-04-01T08:00:00+05:30']) {
      expect(scheduledStartSchema.safeParse(value).success, value).toBe(true);
    }
    for (const value of [
      '',
      '2027-04-01',
      '2027-04-01T08:00:00',
      '2027-02-30T08:00:00+05:30',
      '2027-04-01T24:00:00Z',
      '2027-04-01T08:60:00Z',
      'tomorrow at 10',
      '2027-04-01T08:00:00Z\u0000',
    ]) {
      expect(scheduledStartSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
