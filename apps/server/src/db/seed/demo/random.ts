/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` characters from `alphabet`. */
  code(length: number, alphabet?: string): string;
  digits(length: number): string;
  /** Picks a key of `weights` with a probability proportional to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const code = (length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    code,
    digits: (length) => code(length, '0123456789'),
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1][0];
    },
  };
}

export function daysBefore(date: Date, days: number, hourUtc?: number): Date {
  const result = new Date(date.getTime() - days * 86_400_000);
  if (hourUtc !== undefined) result.setUTCHours(hourUtc, 0, 0, 0);
  return result;
}

export function daysAfter(date: Date, days: number, hourUtc?: number): Date {
  return daysBefore(date, -days, hourUtc);
}

/**
 * The demo's base date, a week before the day it is seeded (09:00 UTC): every date of the demo is
 * computed from it, so a seed is the same data on any day, moved to that day.
 * A fixed base (1 November 2026) had every waiting order late five weeks on, and the follow-up
 * dashboard read 100% late in every status.
 */
export const DEMO_BASE_DATE = daysBefore(new Date(), 7, 9);

/** The day before the seed (09:00 UTC): no step of the demo is later. */
export const DEMO_LAST_DAY = daysAfter(DEMO_BASE_DATE, 6);

/** `date`, or the day before the seed where it would be later. */
export const notLater = (date: Date): Date => (date < DEMO_LAST_DAY ? date : DEMO_LAST_DAY);

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Runs `insert` on slices of `rows` (PostgreSQL allows 65,535 parameters per statement). */
export async function inBatches<R, O>(
  rows: R[],
  insert: (batch: R[]) => Promise<O[]>,
  size = 500,
): Promise<O[]> {
  const out: O[] = [];
  for (let start = 0; start < rows.length; start += size)
    out.push(...(await insert(rows.slice(start, start + size))));
  return out;
}
