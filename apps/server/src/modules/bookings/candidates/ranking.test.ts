import { busyInSlotReason, OUTSIDE_SLOT_HOURS } from '@seva/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflictResult, slotReason } from '../eligibility';
import { coversSlot } from '../slots';
import { centroidOf, haversineKm } from './pincodes';
import {
  bayesianRating,
  distanceRule,
  hoursRule,
  indiaMinutes,
  loadRule,
  quickScore,
  ratingRule,
  scoreOf,
  slotHoursRule,
  WEIGHTS,
} from './ranking';

/** 2026-11-23 at `hh:mm` India time, as UTC milliseconds. */
const india = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00+05:30`);

describe('dispatch ranking formula (docs/product/dispatch.md)', () => {
  it('gives 100 points to a vendor next door, idle, perfectly rated, working now', () => {
    expect(WEIGHTS.distance + WEIGHTS.load + WEIGHTS.rating + WEIGHTS.hours).toBe(100);
    const rules = [
      distanceRule(0, 10, ''),
      loadRule(0),
      { ...ratingRule(5, 10_000), points: WEIGHTS.rating },
      hoursRule('00:00', '00:00', india('12:00')),
    ];
    expect(scoreOf(true, rules)).toBe(100);
    expect(scoreOf(false, rules)).toBe(0);
  });

  it('scales distance points by closeness inside the radius, none outside or unknown', () => {
    expect(distanceRule(0, 10, '').points).toBe(40);
    expect(distanceRule(5, 10, '')).toEqual({
      result: { code: 'distance', ok: true, text: '5.0 km away, inside its 10 km radius' },
      points: 30,
    });
    expect(distanceRule(10, 10, '').points).toBe(20);
    expect(distanceRule(12.34, 10, '')).toEqual({
      result: { code: 'distance', ok: false, text: '12 km away, outside its 10 km radius' },
      points: 0,
    });
    expect(distanceRule(3, null, '').result).toEqual({
      code: 'distance',
      ok: false,
      text: '3.0 km away, no service radius set',
    });
    expect(distanceRule(null, 10, 'Distance unknown: pincode 999999 not found')).toEqual({
      result: { code: 'distance', ok: false, text: 'Distance unknown: pincode 999999 not found' },
      points: 0,
    });
  });

  it('takes load points away in a straight line down to none at five open assignments', () => {
    expect(loadRule(0)).toEqual({
      result: { code: 'load', ok: true, text: 'No open assignments' },
      points: 25,
    });
    expect(loadRule(1)).toEqual({
      result: { code: 'load', ok: true, text: '1 open assignment' },
      points: 20,
    });
    expect(loadRule(4).points).toBeCloseTo(5);
    expect(loadRule(5)).toEqual({
      result: { code: 'load', ok: false, text: '5 open assignments: fully loaded' },
      points: 0,
    });
    expect(loadRule(9).points).toBe(0);
  });

  it('rates by a Bayesian average: one 5-star review does not beat forty 4.8s', () => {
    expect(bayesianRating(null, 0)).toBe(3.5);
    expect(bayesianRating(5, 1)).toBeCloseTo(3.75);
    expect(bayesianRating(4.8, 40)).toBeCloseTo(4.656, 3);
    expect(ratingRule(4.8, 40).points).toBeGreaterThan(ratingRule(5, 1).points);
    expect(ratingRule(null, 0)).toEqual({
      result: { code: 'rating', ok: false, text: 'No reviews yet' },
      points: 12.5,
    });
    expect(ratingRule(4.8, 40).result).toEqual({ code: 'rating', ok: true, text: '4.8★ from 40 reviews' });
    expect(ratingRule(2, 3).result).toEqual({ code: 'rating', ok: false, text: '2.0★ from 3 reviews' });
    expect(ratingRule(5, 1).result.text).toBe('5.0★ from 1 review');
  });

  it('reads service hours in India time, including windows that cross midnight', () => {
    expect(indiaMinutes(Date.parse('2026-11-23T00:00:00Z'))).toBe(330);
    expect(indiaMinutes(Date.parse('2026-11-23T20:00:00Z'))).toBe(90);
    expect(hoursRule('09:00', '18:00', india('09:00'))).toEqual({
      result: { code: 'hours', ok: true, text: 'Working now (09:00 - 18:00)' },
      points: 15,
    });
    expect(hoursRule('09:00', '18:00', india('18:00'))).toEqual({
      result: { code: 'hours', ok: false, text: 'Outside service hours (09:00 - 18:00, now 18:00 IST)' },
      points: 0,
    });
    expect(hoursRule('22:00', '06:00', india('23:30')).result.ok).toBe(true);
    expect(hoursRule('22:00', '06:00', india('05:59')).result.ok).toBe(true);
    expect(hoursRule('22:00', '06:00', india('06:00')).result.ok).toBe(false);
    expect(hoursRule('22:00', '06:00', india('12:00')).result.ok).toBe(false);
    expect(hoursRule(null, '18:00', india('12:00'))).toEqual({
      result: { code: 'hours', ok: false, text: 'Service hours not set' },
      points: 0,
    });
    expect(hoursRule('9am', '18:00', india('12:00')).result.ok).toBe(false);
  });

  it('finds pincode centroids and measures between them', () => {
    const pune = centroidOf('411001');
    const mumbai = centroidOf('400001');
    expect(pune).toBeDefined();
    expect(mumbai).toBeDefined();
    // Pune GPO to Mumbai GPO: about 120 km as the crow flies.
    expect(haversineKm(pune!, mumbai!)).toBeGreaterThan(100);
    expect(haversineKm(pune!, mumbai!)).toBeLessThan(140);
    expect(centroidOf('411 001')).toEqual(pune);
    expect(centroidOf('000000')).toBeUndefined();
    expect(centroidOf(null)).toBeUndefined();
  });

  it("reads a booking's slot, not now, when it has one: hours that do not cover it fail a hard rule", () => {
    // The 14:00-16:00 slot of 23 Nov 2026 (India time).
    const slot = new Date(india('14:00')).toISOString();
    expect(coversSlot('09:00', '18:00', slot)).toBe(true);
    expect(coversSlot('09:00', '16:00', slot)).toBe(true);
    expect(coversSlot('06:00', '15:00', slot)).toBe(false);
    expect(coversSlot('14:30', '20:00', slot)).toBe(false);
    expect(coversSlot('22:00', '06:00', slot)).toBe(false);
    expect(coversSlot('12:00', '02:00', slot)).toBe(true);
    expect(coversSlot('00:00', '00:00', slot)).toBe(true);
    expect(coversSlot(null, '18:00', slot)).toBe(false);
    expect(slotHoursRule('09:00', '18:00', true)).toEqual({
      result: { code: 'hours', ok: true, text: 'Works the slot (09:00 - 18:00)' },
      points: WEIGHTS.hours,
    });
    expect(slotHoursRule('06:00', '14:00', false)).toEqual({
      result: { code: 'hours', ok: false, text: 'Outside service hours for the slot (06:00 - 14:00)' },
      points: 0,
    });
    expect(slotHoursRule(null, null, false).result.text).toBe('Service hours not set');
    // The hours come first, then another open booking in the slot, named by its id.
    expect(slotReason({ covers: false, busyWith: 7 })).toBe(OUTSIDE_SLOT_HOURS);
    expect(slotReason({ covers: true, busyWith: 123 })).toBe('Busy with booking #123 in this slot');
    expect(busyInSlotReason(123)).toBe('Busy with booking #123 in this slot');
    expect(slotReason({ covers: true, busyWith: undefined })).toBeNull();
    expect(conflictResult({ covers: true, busyWith: undefined })).toEqual({
      code: 'conflict',
      ok: true,
      text: 'Free in the slot',
    });
    expect(conflictResult({ covers: true, busyWith: 123 })).toEqual({
      code: 'conflict',
      ok: false,
      text: 'Busy with booking #123 in this slot',
    });
    // Off duty now but working the slot: full hours points.
    const facts = {
      distanceKm: 0,
      radiusKm: 10,
      openAssignments: 0,
      ratingAverage: null,
      reviews: 0,
      start: '09:00',
      end: '18:00',
    };
    expect(quickScore(facts, india('23:00'))).toBe(78);
    expect(quickScore({ ...facts, coversSlot: true }, india('23:00'))).toBe(93);
  });

  it('ranks by the same score the reasons add up to', () => {
    const time = fc.oneof(
      fc.constant(null),
      fc.constant('9am'),
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    );
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 2000, noNaN: true }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        fc.integer({ min: 0, max: 20 }),
        fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
        fc.integer({ min: 0, max: 500 }),
        time,
        time,
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        (distanceKm, radiusKm, open, average, reviews, start, end, now) => {
          const rules = [
            distanceRule(distanceKm, radiusKm, 'unknown'),
            loadRule(open),
            ratingRule(average, reviews),
            hoursRule(start, end, now),
          ];
          const facts = {
            distanceKm,
            radiusKm,
            openAssignments: open,
            ratingAverage: average,
            reviews,
            start,
            end,
          };
          expect(quickScore(facts, now)).toBe(scoreOf(true, rules));
        },
      ),
    );
  });
});
