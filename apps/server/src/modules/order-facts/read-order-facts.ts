import { eq, inArray, sql } from 'drizzle-orm';
import { isBikeInfoComplete } from '@spokes/domain/bike-schemas';
import { orderStatusById } from '@spokes/domain/codes';
import { invoiceTargetAllowsAutoPlate, type DealerActionInput } from '@spokes/domain/dealer-actions';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { confirmedOrders, orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

/**
 * The facts the dealer-action rules, the upload flows and the receipt decide on, for this
 * viewer: one reading for the orders area (after its row lock) and for the quotation overview
 * (which shows the actions), so what a button offers is what its mutation allows. No access
 * check: the callers have scoped the ids already.
 */
export async function readOrderFacts(db: Queryable, viewer: Viewer, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
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
    .where(inArray(orders.id, [...orderIds]));
  const bikeRows = await db
    .select()
    .from(bikes)
    .where(inArray(bikes.order_fk, [...orderIds]));
  const bikeOf = new Map(bikeRows.map((bike) => [bike.order_fk, bike]));
  return rows.map((row) => {
    const bike = bikeOf.get(row.orderId) ?? null;
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
      bike,
      bikeId: bike?.id ?? null,
      bikeTypeId,
      orderLogTypeIds,
      invoiceTargetAllowsAutoPlate: autoPlate,
      decision,
      actionInput,
    };
  });
}

export type OrderFacts = Awaited<ReturnType<typeof readOrderFacts>>[number];
