import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '@spokes/domain/codes';
import type { Db, Queryable } from '../../../db/client';
import { orderStatusAgeing } from '../../../db/schema/orders';
import { fail } from '../../../errors';
import { requireSuperUser, type Viewer } from '../../access/viewer';
import { recordSettingsChange } from '../../audit/record-settings-change';

export type OrderStatusAgeing = typeof orderStatusAgeing.$inferSelect;
export type OrderStatusAgeingInput = Omit<OrderStatusAgeing, 'updated_at'>;

/** A limit of at most a working year; the escalation after the limit. */
export const MAX_AGEING_DAYS = 250;

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

function validate(input: OrderStatusAgeingInput) {
  if (!ORDER_STATUSES.some((status) => status.id === input.order_status_fk)) fail('NOT_FOUND');
  const days = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_AGEING_DAYS;
  if (!days(input.late_after_days)) fail('BAD_INPUT', `the limit is 1 to ${MAX_AGEING_DAYS} working days`);
  const escalation = input.escalate_after_days;
  if (escalation !== null && (!days(escalation) || escalation <= input.late_after_days))
    fail('BAD_INPUT', 'the escalation comes after the limit');
}

/** Sets a status's limit (a super user in settings); the change is audited. Orders already late stay so. */
export async function setOrderStatusAgeing(db: Db, viewer: Viewer, input: OrderStatusAgeingInput) {
  requireSuperUser(viewer);
  validate(input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(orderStatusAgeing)
      .where(eq(orderStatusAgeing.order_status_fk, input.order_status_fk))
      .for('update');
    const [after] = await tx
      .insert(orderStatusAgeing)
      .values(input)
      .onConflictDoUpdate({
        target: orderStatusAgeing.order_status_fk,
        set: { ...input, updated_at: new Date() },
      })
      .returning(columns);
    await recordSettingsChange(tx, viewer, {
      table: 'order_status_ageing',
      recordId: input.order_status_fk,
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
