import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { JobHandlers } from '../../../jobs/worker';
import { checkLateOrders, TELL_LATE_ORDER } from './check-late-orders';
import { tellLateOrder } from './tell-late-order';

export const CHECK_LATE_ORDERS = 'check-late-orders';

/** Every quarter of an hour: an order turns late at the start of a Brussels day, told within 15 minutes. */
export const ageingRecurringJobs = { [CHECK_LATE_ORDERS]: 15 * 60_000 };

export function ageingJobHandlers(deps: { database: Database; config: Config }): JobHandlers {
  return {
    [CHECK_LATE_ORDERS]: async () => {
      await checkLateOrders(deps.database);
    },
    [TELL_LATE_ORDER]: (job) =>
      tellLateOrder(deps, { orderId: Number(job.payload.orderId), level: Number(job.payload.level) }),
  };
}
