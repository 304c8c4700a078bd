import { and, eq, sql } from 'drizzle-orm';
import { orderStatusById } from '@spokes/domain/codes';
import { invoiceTargetAllowsAutoPlate } from '@spokes/domain/dealer-actions';
import { mayUpload, type UploadFlow } from '@spokes/domain/upload-flows';
import type { Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { documentWriteScope } from '../documents/documents.access';

/**
 * The order an upload flow works on, when the viewer may add its documents (NOT_FOUND otherwise,
 * as for a missing id) and its status offers the flow (UPLOAD_NOT_ALLOWED otherwise). Read in
 * the flow's transaction, locking the order row, so two uploads of one order run one after another.
 */
export async function requireUploadFlow(tx: Tx, viewer: Viewer, orderId: number, flow: UploadFlow) {
  const [row] = await tx
    .select({
      orderId: orders.id,
      orderStatusId: orders.order_status_fk,
      deliveryDate: orders.delivery_date,
      quotationId: quotations.id,
      quotationNumber: quotations.quotation_number,
      dealerId: quotations.dealer_fk,
      employeeId: quotations.employee_fk,
      bikeId: bikes.id,
      bikeTypeId: sql<number>`coalesce(${bikes.bike_type_fk}, ${quotations.bike_type_fk})`,
      bikeBrandId: quotations.bike_brand_fk,
      fip: companies.fip,
      invoiceTargetId: invoiceTargets.id,
      licensePlateAutoRequest: invoiceTargets.license_plate_auto_request,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .where(and(eq(orders.id, orderId), documentWriteScope(viewer)))
    .for('update', { of: orders });
  if (!row) fail('NOT_FOUND');
  const logs = await tx
    .selectDistinct({ typeId: orderLogs.order_log_type_fk })
    .from(orderLogs)
    .where(eq(orderLogs.order_fk, row.orderId));
  const status = orderStatusById(row.orderStatusId) ?? fail('SOMETHING_WENT_WRONG', 'unknown order status');
  const orderLogTypeIds = logs.map((log) => log.typeId);
  const autoPlate = invoiceTargetAllowsAutoPlate({
    id: row.invoiceTargetId,
    license_plate_auto_request: row.licensePlateAutoRequest,
  });
  const offered = mayUpload(flow, {
    status: status.code,
    fip: row.fip,
    orderLogTypeIds,
    bikeTypeId: row.bikeTypeId,
    invoiceTargetAllowsAutoPlate: autoPlate,
    superUser: viewer.superUser,
  });
  if (!offered) fail('UPLOAD_NOT_ALLOWED');
  return { ...row, status, orderLogTypeIds, invoiceTargetAllowsAutoPlate: autoPlate };
}

export type UploadFlowOrder = Awaited<ReturnType<typeof requireUploadFlow>>;
