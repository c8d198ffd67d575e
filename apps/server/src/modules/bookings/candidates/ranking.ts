import type { CandidateRuleResult } from '@seva/contract';

/**
 * The dispatch score (docs/product/dispatch.md, why in docs/decisions/018-dispatch-ranking.md): four
 * ranking rules worth 100 points together. Pure functions of the facts the service gathers, so the
 * formula is tested alone (ranking.test.ts).
 */
export const WEIGHTS = { distance: 40, load: 25, rating: 20, hours: 15 } as const;

/** At the edge of its radius a vendor keeps this share of the distance points; at 0 km all of them. */
export const EDGE_SHARE = 0.5;
/** Open assignments at which a vendor gets no load points (and the load rule fails). */
export const FULL_LOAD = 5;
/** Bayesian rating: every vendor starts with PRIOR_REVIEWS imaginary reviews of PRIOR_RATING stars. */
export const PRIOR_RATING = 3.5;
export const PRIOR_REVIEWS = 5;

export interface RuleScore {
  result: CandidateRuleResult;
  points: number;
}

const km = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Distance points: full next door, EDGE_SHARE of them at the radius, none outside it or when unknown. */
export function distancePoints(distanceKm: number | null, radiusKm: number | null): number {
  if (distanceKm === null || radiusKm === null || radiusKm <= 0 || distanceKm > radiusKm) return 0;
  return WEIGHTS.distance * (1 - (1 - EDGE_SHARE) * (distanceKm / radiusKm));
}

/** Distance: distancePoints, ok inside the radius, and why in words. */
export function distanceRule(distanceKm: number | null, radiusKm: number | null, unknown: string): RuleScore {
  const code = 'distance' as const;
  const points = distancePoints(distanceKm, radiusKm);
  if (distanceKm === null) return { result: { code, ok: false, text: unknown }, points };
  if (radiusKm === null || radiusKm <= 0) {
    return { result: { code, ok: false, text: `${km(distanceKm)} km away, no service radius set` }, points };
  }
  if (distanceKm > radiusKm) {
    return {
      result: { code, ok: false, text: `${km(distanceKm)} km away, outside its ${km(radiusKm)} km radius` },
      points,
    };
  }
  return {
    result: { code, ok: true, text: `${km(distanceKm)} km away, inside its ${km(radiusKm)} km radius` },
    points,
  };
}

/** Load: full points with no open assignment, falling in a straight line to none at FULL_LOAD. */
export function loadRule(openAssignments: number): RuleScore {
  const ok = openAssignments < FULL_LOAD;
  const text =
    openAssignments === 0
      ? 'No open assignments'
      : `${plural(openAssignments, 'open assignment')}${ok ? '' : ': fully loaded'}`;
  return { result: { code: 'load', ok, text }, points: loadPoints(openAssignments) };
}

/** Load points: full with no open assignment, falling in a straight line to none at FULL_LOAD. */
export function loadPoints(openAssignments: number): number {
  return WEIGHTS.load * Math.max(0, 1 - openAssignments / FULL_LOAD);
}

/** The average after adding PRIOR_REVIEWS reviews of PRIOR_RATING: one 5-star review does not beat forty 4.8s. */
export function bayesianRating(average: number | null, reviews: number): number {
  return (PRIOR_RATING * PRIOR_REVIEWS + (average ?? 0) * reviews) / (PRIOR_REVIEWS + reviews);
}

/** Rating points: the Bayesian average from 1 to 5 stars mapped onto 0 to WEIGHTS.rating. */
export function ratingPoints(average: number | null, reviews: number): number {
  return (WEIGHTS.rating * (bayesianRating(average, reviews) - 1)) / 4;
}

/** Rating: the Bayesian average from 1 to 5 stars mapped onto the points; ok from PRIOR_RATING up. */
export function ratingRule(average: number | null, reviews: number): RuleScore {
  const bayes = bayesianRating(average, reviews);
  const points = ratingPoints(average, reviews);
  if (reviews === 0 || average === null) {
    return { result: { code: 'rating', ok: false, text: 'No reviews yet' }, points };
  }
  return {
    result: {
      code: 'rating',
      ok: bayes >= PRIOR_RATING,
      text: `${average.toFixed(1)}★ from ${plural(reviews, 'review')}`,
    },
    points,
  };
}

const parsedTimes = new Map<string, number | null>();

/** Minutes since midnight of 'HH:MM', or null when it is not a time of day (remembered: vendors share a few). */
export function minutesOf(time: string | null): number | null {
  if (!time) return null;
  let minutes = parsedTimes.get(time);
  if (minutes === undefined) {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
    minutes = match ? Number(match[1]) * 60 + Number(match[2]) : null;
    if (parsedTimes.size < 10_000) parsedTimes.set(time, minutes);
  }
  return minutes;
}

const IST_OFFSET_MINUTES = 330;
const DAY_MINUTES = 24 * 60;

/** Minutes since midnight in India (UTC+05:30 all year, no daylight saving). */
export function indiaMinutes(nowMs: number): number {
  const minutes = Math.floor(nowMs / 60_000) + IST_OFFSET_MINUTES;
  return ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Hours: ok while India's time of day is in [start, end); a window whose end is before its start runs
 * past midnight (22:00 - 06:00); equal ends mean round the clock. Missing or malformed hours: not ok.
 */
export function hoursRule(start: string | null, end: string | null, nowMs: number): RuleScore {
  const code = 'hours' as const;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) {
    return { result: { code, ok: false, text: 'Service hours not set' }, points: 0 };
  }
  const now = indiaMinutes(nowMs);
  const window = `${hhmm(from)} - ${hhmm(to)}`;
  return isWorking(from, to, now)
    ? { result: { code, ok: true, text: `Working now (${window})` }, points: WEIGHTS.hours }
    : {
        result: { code, ok: false, text: `Outside service hours (${window}, now ${hhmm(now)} IST)` },
        points: 0,
      };
}

/** Whether India's minute of the day `now` is in [from, to); to before from runs past midnight; equal: always. */
function isWorking(from: number, to: number, now: number): boolean {
  return from === to || (from < to ? now >= from && now < to : now >= from || now < to);
}

/**
 * Hours of a booking with a slot: ok when the service hours cover the whole slot (`covers`,
 * coversSlot in ../slots.ts), full points then. A vendor whose hours do not cover it fails a hard rule
 * (eligibility.ts slotReason), so its points never count.
 */
export function slotHoursRule(start: string | null, end: string | null, covers: boolean): RuleScore {
  const code = 'hours' as const;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) {
    return { result: { code, ok: false, text: 'Service hours not set' }, points: 0 };
  }
  const window = `${hhmm(from)} - ${hhmm(to)}`;
  return covers
    ? { result: { code, ok: true, text: `Works the slot (${window})` }, points: WEIGHTS.hours }
    : { result: { code, ok: false, text: `Outside service hours for the slot (${window})` }, points: 0 };
}

/** Hours points: WEIGHTS.hours while working now, else none. */
export function hoursPoints(start: string | null, end: string | null, nowMs: number): number {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from !== null && to !== null && isWorking(from, to, indiaMinutes(nowMs)) ? WEIGHTS.hours : 0;
}

/** 0–100: the ranking rules' points, rounded; 0 when a hard rule fails. */
export function scoreOf(eligible: boolean, rules: readonly RuleScore[]): number {
  if (!eligible) return 0;
  const total = rules.reduce((sum, rule) => sum + rule.points, 0);
  return Math.max(0, Math.min(100, Math.round(total)));
}

/** What the ranking rules read of a vendor that passes the hard rules. */
export interface RankingFacts {
  distanceKm: number | null;
  radiusKm: number | null;
  openAssignments: number;
  ratingAverage: number | null;
  reviews: number;
  start: string | null;
  end: string | null;
  /** A booking with a slot: whether the hours cover it (then the hours points ignore now). */
  coversSlot?: boolean;
}

/**
 * The score without the reasons' words: the same points as the four rules (ranking.test.ts checks they
 * agree), cheap enough to rank thousands of vendors before writing the reasons of one page.
 */
export function quickScore(facts: RankingFacts, nowMs: number): number {
  const total =
    distancePoints(facts.distanceKm, facts.radiusKm) +
    loadPoints(facts.openAssignments) +
    ratingPoints(facts.ratingAverage, facts.reviews) +
    (facts.coversSlot === undefined
      ? hoursPoints(facts.start, facts.end, nowMs)
      : facts.coversSlot
        ? WEIGHTS.hours
        : 0);
  return Math.max(0, Math.min(100, Math.round(total)));
}
