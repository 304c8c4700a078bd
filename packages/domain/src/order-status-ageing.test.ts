import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './codes';
import { orderStatusAgeingSchema } from './order-status-ageing';
import { issueCodes } from './schemas';

const limit = {
  order_status_fk: 4,
  late_after_days: 5,
  escalate_after_days: 10,
  notify_dealer: true,
  notify_decision_makers: false,
  notify_back_office: true,
};

function codes(values: object) {
  const parsed = orderStatusAgeingSchema.safeParse(values);
  return parsed.success ? {} : issueCodes(parsed.error);
}

describe('the ageing limit of an order status', () => {
  it('accepts 1 to 250 working days and no escalation', () => {
    expect(codes(limit)).toEqual({});
    expect(codes({ ...limit, late_after_days: 1, escalate_after_days: null })).toEqual({});
    expect(codes({ ...limit, late_after_days: 249, escalate_after_days: 250 })).toEqual({});
  });

  it('refuses a limit out of range or not a whole number of days', () => {
    for (const days of [0, -1, 251, 2.5])
      expect(codes({ ...limit, late_after_days: days, escalate_after_days: null })).toEqual({
        late_after_days: 'AGEING_DAYS_OUT_OF_RANGE',
      });
  });

  it('refuses an escalation on or before the limit, at the escalation field', () => {
    expect(codes({ ...limit, escalate_after_days: 5 })).toEqual({
      escalate_after_days: 'ESCALATION_NOT_AFTER_LIMIT',
    });
    expect(codes({ ...limit, escalate_after_days: 251 })).toEqual({
      escalate_after_days: 'AGEING_DAYS_OUT_OF_RANGE',
    });
  });

  it('refuses a limit on a status where nothing is awaited', () => {
    for (const status of [ORDER_STATUS.DELIVERED, ORDER_STATUS.REFUSED, ORDER_STATUS.TESTPURPOSES])
      expect(codes({ ...limit, order_status_fk: status.id })).toEqual({
        order_status_fk: 'errors.notFound',
      });
  });
});
