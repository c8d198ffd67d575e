import type { Faker } from '@faker-js/faker';

export const DEMO_SEED = 20_261_121;
export const DAY_MS = 86_400_000;

/** Everything a builder needs; all randomness comes from `faker`, all dates from `now`. */
export interface SeedContext {
  /** A private en_IN instance, so nothing else that uses faker can disturb the sequence. */
  faker: Faker;
  now: Date;
  adminId: number;
}

/** faker and its locales take ~40 MB once loaded: only a process that seeds loads them. */
export async function createSeedContext(now: Date, adminId: number): Promise<SeedContext> {
  const { base, en, en_IN, Faker } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(DEMO_SEED);
  return { faker, now, adminId };
}

/** ISO-8601 UTC time `days` (fractions allowed, negative for the past) from `now`. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + Math.round(days * DAY_MS)).toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + Math.round(days * DAY_MS)).toISOString();
}

/** A random time in the past, between `minDays` and `maxDays` before now. */
export function pastTime(ctx: SeedContext, minDays: number, maxDays: number): string {
  return daysFrom(ctx.now, -ctx.faker.number.float({ min: minDays, max: maxDays, fractionDigits: 4 }));
}

/** True with probability `p`. */
export function chance(ctx: SeedContext, p: number): boolean {
  return ctx.faker.number.float({ min: 0, max: 1 }) < p;
}

export function pick<T>(ctx: SeedContext, items: readonly T[]): T {
  return ctx.faker.helpers.arrayElement(items);
}
