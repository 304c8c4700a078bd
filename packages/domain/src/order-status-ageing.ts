import { z } from 'zod';
import { ORDER_STATUS } from './codes';
import { errorTranslationKey } from './error-codes';

/** A limit of at most a working year; the escalation after the limit. */
export const MAX_AGEING_DAYS = 250;

// Issue 30's limit per order status, in Belgian working days: the settings form and the server
// refuse the same values with the same codes.
export const ageingDaysSchema = z.number().superRefine((days, ctx) => {
  if (Number.isInteger(days) && days >= 1 && days <= MAX_AGEING_DAYS) return;
  ctx.addIssue({
    code: 'custom',
    message: errorTranslationKey('AGEING_DAYS_OUT_OF_RANGE'),
    params: { code: 'AGEING_DAYS_OUT_OF_RANGE', max: MAX_AGEING_DAYS },
    input: days,
  });
});

/**
 * The statuses in which an order waits for someone: only they take a limit. Delivered, cancelled,
 * refused and test orders have nothing left to wait for.
 */
export const AGEING_STATUS_IDS: readonly number[] = [
  ORDER_STATUS.NEW.id,
  ORDER_STATUS.SIGNED.id,
  ORDER_STATUS.SEND_TO_DECIDER.id,
  ORDER_STATUS.APPROVED.id,
  ORDER_STATUS.DELIVERABLE.id,
];

/** The escalation, when there is one, comes later than the limit. */
export function escalationAfterLimit(lateAfterDays: number, escalateAfterDays: number | null): boolean {
  return escalateAfterDays === null || escalateAfterDays > lateAfterDays;
}

export const orderStatusAgeingSchema = z
  .object({
    order_status_fk: z.number().refine((id) => AGEING_STATUS_IDS.includes(id), {
      error: errorTranslationKey('NOT_FOUND'),
    }),
    late_after_days: ageingDaysSchema,
    escalate_after_days: ageingDaysSchema.nullish().transform((days) => days ?? null),
    notify_dealer: z.boolean(),
    notify_decision_makers: z.boolean(),
    notify_back_office: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (escalationAfterLimit(values.late_after_days, values.escalate_after_days)) return;
    ctx.addIssue({
      code: 'custom',
      message: errorTranslationKey('ESCALATION_NOT_AFTER_LIMIT'),
      params: { code: 'ESCALATION_NOT_AFTER_LIMIT' },
      input: values.escalate_after_days,
      path: ['escalate_after_days'],
    });
  });
export type OrderStatusAgeingValues = z.output<typeof orderStatusAgeingSchema>;
