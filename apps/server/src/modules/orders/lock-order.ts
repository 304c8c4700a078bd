import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isBikeInfoComplete } from '@spokes/domain/bike-schemas';
import { orderStatusById } from '@spokes/domain/codes';
import { invoiceTargetAllowsAutoPlate, type DealerActionInput } from '@spokes/domain/dealer-actions';
import type { Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { confirmedOrders, orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

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
) {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and('orderId' in ref ? eq(orders.id, ref.orderId) : eq(quotations.id, ref.quotationId), scope))
    .for('update', { of: orders });
  if (!locked) fail('NOT_FOUND');
  return readOrderFacts(tx, viewer, locked.id);
}

export type OrderFacts = Awaited<ReturnType<typeof lockOrder>>;

async function readOrderFacts(tx: Tx, viewer: Viewer, orderId: number) {
  const [row] = await tx
    .select({
      orderId: orders.id,
      statusId: orders.order_status_fk,
      dealStatusId: orders.deal_status_fk,
      dealId: orders.deal_id_v2,
      deliveryDate: orders.delivery_date,
      contractEndStatus: orders.contract_end_status,
      quotationId: quotations.id,
      quotationNumber: quotations.quotation_number,
      dealerId: quotations.dealer_fk,
      companyId: quotations.company_fk,
      employeeId: quotations.employee_fk,
      bikeBrandId: quotations.bike_brand_fk,
      quotationBikeTypeId: quotations.bike_type_fk,
      maintenanceAmount: quotations.maintenance_amount,
      fip: companies.fip,
      invoiceTarget: {
        id: invoiceTargets.id,
        license_plate_auto_request: invoiceTargets.license_plate_auto_request,
      },
      confirmedId: confirmedOrders.id,
      cancelled: confirmedOrders.cancelled,
      servicePass: servicePasses.barcode,
      orderLogTypeIds: sql<
        number[]
      >`array(select distinct ${orderLogs.order_log_type_fk} from ${orderLogs} where ${orderLogs.order_fk} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .leftJoin(confirmedOrders, eq(confirmedOrders.order_fk, orders.id))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .leftJoin(servicePasses, eq(servicePasses.bike_fk, bikes.id))
    .where(eq(orders.id, orderId));
  const [bike] = await tx.select().from(bikes).where(eq(bikes.order_fk, orderId));
  const status = orderStatusById(row.statusId) ?? fail('SOMETHING_WENT_WRONG', 'unknown order status');
  const orderLogTypeIds = row.orderLogTypeIds.map(Number);
  const autoPlate = invoiceTargetAllowsAutoPlate(row.invoiceTarget);
  // The bike's own type once it exists (a speed pedelec's documents), else the quotation's.
  const bikeTypeId = bike?.bike_type_fk ?? row.quotationBikeTypeId;
  const decision: 'none' | 'approved' | 'refused' =
    row.confirmedId === null ? 'none' : row.cancelled ? 'refused' : 'approved';
  /** What the dealer actions and the upload flows decide on, for this viewer. */
  const actionInput: DealerActionInput = {
    status: status.code,
    fip: row.fip,
    orderLogTypeIds,
    bikeTypeId,
    invoiceTargetAllowsAutoPlate: autoPlate,
    bikeInfoComplete: isBikeInfoComplete(
      bike ? { ...bike, service_pass: row.servicePass } : null,
      row.quotationBikeTypeId,
      row.maintenanceAmount,
    ),
    superUser: viewer.superUser,
  };
  return {
    ...row,
    status,
    bike: bike ?? null,
    bikeId: bike?.id ?? null,
    bikeTypeId,
    orderLogTypeIds,
    invoiceTargetAllowsAutoPlate: autoPlate,
    decision,
    actionInput,
  };
}
