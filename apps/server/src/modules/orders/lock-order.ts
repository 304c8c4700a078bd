import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { readOrderFacts, type OrderFacts } from '../order-facts/read-order-facts';

/** The order by its id, or the order of a quotation. */
export type OrderRef = { orderId: number } | { quotationId: number };

/**
 * The one first step of every operation that changes an order: takes the order's row lock in
 * the caller's transaction, so changes of one order run one after another, and then reads the
 * facts the rules decide on. The facts are read by a statement of their own after the lock is
 * held: PostgreSQL re-reads only the locked row after waiting for a lock, not the rows joined
 * to it (documents, bike, decision), so one statement could decide on what the previous holder
 * has just changed. Out of `scope` (default: who may read the order) answers NOT_FOUND, as a
 * missing order does.
 */
export async function lockOrder(
  tx: Tx,
  viewer: Viewer,
  ref: OrderRef,
  scope: SQL = accessScope(viewer, 'order', 'read'),
): Promise<OrderFacts> {
  const facts = await lockFound(tx, viewer, ref, scope);
  return facts ?? fail('NOT_FOUND');
}

/**
 * The same step for what a quotation without an order allows too (another company or dealer):
 * the order locked with its facts, or null when the quotation has none yet, its row locked
 * instead. The order's lock comes first, as in every other change, so the two cannot deadlock.
 */
export async function lockQuotationOrder(
  tx: Tx,
  viewer: Viewer,
  quotationId: number,
  scope: SQL = accessScope(viewer, 'order', 'read'),
): Promise<OrderFacts | null> {
  const facts = await lockFound(tx, viewer, { quotationId }, scope);
  if (facts) return facts;
  await tx.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, quotationId)).for('update');
  return null;
}

async function lockFound(tx: Tx, viewer: Viewer, ref: OrderRef, scope: SQL): Promise<OrderFacts | null> {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and('orderId' in ref ? eq(orders.id, ref.orderId) : eq(quotations.id, ref.quotationId), scope))
    .for('update', { of: orders });
  if (!locked) return null;
  const [facts] = await readOrderFacts(tx, viewer, [locked.id]);
  return facts;
}
