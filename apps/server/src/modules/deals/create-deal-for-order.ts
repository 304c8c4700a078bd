import { DEAL_STATUS } from '@spokes/domain/codes';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { dealsPort, type CrmDeal } from '../../integrations/crm/deals-port';

/**
 * Gives an order created by Execute its deal: titled by quotation number and employee, worth
 * the quotation's total incl. VAT, in phase OPEN, linked as deal_id_v2 and the deal number. An
 * order that already has a deal keeps it. The caller owns the order change, so it publishes the
 * order event and queues the webhooks once, after everything it changed.
 */
export async function createDealForOrder(tx: Queryable, order: { id: number }): Promise<CrmDeal> {
  const [row] = await tx
    .select({
      dealId: orders.deal_id_v2,
      quotationNumber: quotations.quotation_number,
      employeeName: employees.name,
      totalVatIncluded: quotations.total_vat_included,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .where(eq(orders.id, order.id));
  if (!row) fail('NOT_FOUND');
  const crm = dealsPort(tx);
  const existing = row.dealId === null ? null : await crm.get(row.dealId);
  if (existing) return existing;

  const deal = await crm.createForOrder({
    title: `${row.quotationNumber} ${row.employeeName}`,
    quotationNumber: row.quotationNumber,
    estimatedValueCents: row.totalVatIncluded,
  });
  await tx
    .update(orders)
    .set({
      deal_id_v2: deal.id,
      deal_id: String(deal.id),
      deal_status_fk: DEAL_STATUS[deal.phase].id,
      updated_at: new Date(),
    })
    .where(eq(orders.id, order.id));
  return deal;
}
