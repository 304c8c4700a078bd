import { z } from 'zod';
import { errorTranslationKey } from './error-codes';

// A delegation (issue 30): between two Brussels calendar days, both included, a delegate decides
// on a company's quotations in the delegator's place. Days are ISO dates (YYYY-MM-DD): a day, not
// an instant, so it means the same day to the server and to the reader. Whether one is in force
// today is read by the database (apps/server access/delegations.ts), so every instance agrees.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) =>
  ISO_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

const day = z.string().refine(isRealDay, { error: errorTranslationKey('DATE_INVALID') });

/** The dates of a new delegation: real days, the last not before the first nor before today. */
export function delegationDaysSchema(today: string) {
  return z
    .object({ first_day: day, last_day: day })
    .refine((days) => days.last_day >= days.first_day && days.last_day >= today, {
      error: errorTranslationKey('DELEGATION_DATES_INVALID'),
      params: { code: 'DELEGATION_DATES_INVALID' },
      path: ['last_day'],
    });
}
