import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { daysToLookAt, pickSlot, rescheduleOutcome, slotHasEnded } from './slots';

const slot = (start: string, available: boolean) => ({ start, available });

describe('simulated slots', () => {
  it('looks at India days from today, across a month end', () => {
    // 31 March 2027, 23:00 IST is 17:30 UTC: still the 31st in India.
    expect(daysToLookAt(Date.parse('2027-03-31T17:30:00.000Z'), 2)).toEqual([
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    // 00:30 IST on 1 April is still 31 March in UTC.
    expect(daysToLookAt(Date.parse('2027-03-31T19:00:00.000Z'), 0)).toEqual(['2027-04-01']);
  });

  it('picks only available slots, never the one a booking already has, and none when nothing is free', () => {
    const random = createRandom(7);
    const slots = [
      slot('2027-04-01T02:30:00.000Z', false),
      slot('2027-04-01T04:30:00.000Z', true),
      slot('2027-04-01T06:30:00.000Z', true),
      slot('2027-04-01T08:30:00.000Z', false),
    ];
    const picked = new Set(Array.from({ length: 200 }, () => pickSlot(random, slots)));
    expect([...picked].sort()).toEqual(['2027-04-01T04:30:00.000Z', '2027-04-01T06:30:00.000Z']);
    for (let i = 0; i < 50; i++) {
      expect(pickSlot(random, slots, '2027-04-01T04:30:00.000Z')).toBe('2027-04-01T06:30:00.000Z');
    }
    expect(pickSlot(random, [slot('2027-04-01T02:30:00.000Z', false)])).toBeUndefined();
    expect(pickSlot(random, [])).toBeUndefined();
  });

  it('lets a vendor complete a job only once its two-hour slot has ended', () => {
    const start = '2027-04-01T04:30:00.000Z';
    expect(slotHasEnded(start, Date.parse(start))).toBe(false);
    expect(slotHasEnded(start, Date.parse('2027-04-01T06:29:59.999Z'))).toBe(false);
    expect(slotHasEnded(start, Date.parse('2027-04-01T06:30:00.000Z'))).toBe(true);
    expect(slotHasEnded(null, 0)).toBe(true);
  });

  it('takes 404, 409 and 422 answers to a reschedule as refusals, other failures as failures', () => {
    expect(rescheduleOutcome(200)).toBe('moved');
    for (const status of [404, 409, 422]) expect(rescheduleOutcome(status)).toBe('refused');
    for (const status of [0, 400, 401, 500, 503]) expect(rescheduleOutcome(status)).toBeUndefined();
  });
});
