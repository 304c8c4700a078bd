import { asc, eq } from 'drizzle-orm';
import { AGEING_STATUS_IDS, orderStatusAgeingSchema } from '@spokes/domain/order-status-ageing';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../../db/client';
import { orderStatusAgeing } from '../../../db/schema/orders';
import { fail } from '../../../errors';
import { requireSuperUser, type Viewer } from '../../access/viewer';
import { recordSettingsChange } from '../../audit/record-settings-change';

export type OrderStatusAgeing = typeof orderStatusAgeing.$inferSelect;
export type OrderStatusAgeingInput = Omit<OrderStatusAgeing, 'updated_at'>;

const columns = {
  order_status_fk: orderStatusAgeing.order_status_fk,
  late_after_days: orderStatusAgeing.late_after_days,
  escalate_after_days: orderStatusAgeing.escalate_after_days,
  notify_dealer: orderStatusAgeing.notify_dealer,
  notify_decision_makers: orderStatusAgeing.notify_decision_makers,
  notify_back_office: orderStatusAgeing.notify_back_office,
};

/** Every status's limit, in the statuses' order; a status without one is absent. */
export function readOrderStatusAgeing(db: Queryable): Promise<OrderStatusAgeing[]> {
  return db
    .select({ ...columns, updated_at: orderStatusAgeing.updated_at })
    .from(orderStatusAgeing)
    .orderBy(asc(orderStatusAgeing.order_status_fk));
}

export async function listOrderStatusAgeing(db: Queryable, viewer: Viewer) {
  requireSuperUser(viewer);
  return db.select(columns).from(orderStatusAgeing).orderBy(asc(orderStatusAgeing.order_status_fk));
}

/** The form's input read through the domain's schema: BAD_INPUT with each wrong field's code. */
function parseAgeingInput(input: OrderStatusAgeingInput): OrderStatusAgeingInput {
  if (!AGEING_STATUS_IDS.includes(input.order_status_fk)) fail('NOT_FOUND');
  const parsed = orderStatusAgeingSchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}

/**
 * Sets a status's limit (a super user in settings); the change is audited. Orders already told
 * they are late stay so; the next check puts back those a raised limit no longer makes late.
 */
export async function setOrderStatusAgeing(db: Db, viewer: Viewer, input: OrderStatusAgeingInput) {
  requireSuperUser(viewer);
  const values = parseAgeingInput(input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(orderStatusAgeing)
      .where(eq(orderStatusAgeing.order_status_fk, values.order_status_fk))
      .for('update');
    const [after] = await tx
      .insert(orderStatusAgeing)
      .values(values)
      .onConflictDoUpdate({
        target: orderStatusAgeing.order_status_fk,
        set: { ...values, updated_at: new Date() },
      })
      .returning(columns);
    await recordSettingsChange(tx, viewer, {
      table: 'order_status_ageing',
      recordId: values.order_status_fk,
      action: before ? 'update' : 'create',
      before,
      after,
    });
    return after;
  });
}

/** Removes a status's limit: its orders are no longer late. */
export async function removeOrderStatusAgeing(db: Db, viewer: Viewer, orderStatusId: number) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(orderStatusAgeing)
      .where(eq(orderStatusAgeing.order_status_fk, orderStatusId))
      .returning(columns);
    if (!before) fail('NOT_FOUND');
    await recordSettingsChange(tx, viewer, {
      table: 'order_status_ageing',
      recordId: orderStatusId,
      action: 'delete',
      before,
    });
    return true;
  });
}
