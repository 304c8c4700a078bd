import { eq } from 'drizzle-orm';
import { type ContractEndStatusCode } from '@spokes/domain/codes';
import { validateContractEndStatus } from '@spokes/domain/contract-end-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { announceOrderChange } from './announce-order-change';
import { lockOrder } from './lock-order';
import { orderChange, type OrderChange } from './order-change';
import { recordOrderHistory } from './history/record-order-history';

export type SetContractEndStatusOptions = {
  quotationId: number;
  /** Null clears it. */
  contractEndStatus: ContractEndStatusCode | null;
};

/**
 * Records how the contract of a quotation's order ended (Schade, Overname, Teruggave; super users),
 * which the employer portal's list, export and detail show. Choosing the current value changes,
 * records and announces nothing.
 */
export async function setContractEndStatus(db: Db, viewer: Viewer, options: SetContractEndStatusOptions) {
  requireSuperUser(viewer);
  return db.transaction(async (tx): Promise<OrderChange> => {
    const [quotation] = await tx
      .select({ id: quotations.id, orderId: orders.id })
      .from(quotations)
      .leftJoin(orders, eq(orders.quotation_fk, quotations.id))
      .where(eq(quotations.id, options.quotationId));
    if (!quotation) fail('NOT_FOUND');
    if (quotation.orderId === null) fail('NO_ORDER');
    // Locked, so a status changed by hand at the same moment cannot slip past the rule.
    const order = await lockOrder(tx, viewer, { orderId: quotation.orderId });
    const change = validateContractEndStatus(order.status.code, options.contractEndStatus);
    if (!change.ok) fail(change.error);
    if (order.contractEndStatus !== change.value) {
      await tx
        .update(orders)
        .set({ contract_end_status: change.value, updated_at: new Date() })
        .where(eq(orders.id, order.orderId));
      await recordOrderHistory(tx, viewer, {
        quotationId: quotation.id,
        orderId: order.orderId,
        source: 'screen',
        kind: 'order',
        field: 'contract_end_status',
        old: order.contractEndStatus,
        new: change.value,
      });
      await announceOrderChange(tx, { orderId: order.orderId });
    }
    return orderChange(order);
  });
}
