import { and, eq, sql } from 'drizzle-orm';
import { isBikeInfoComplete } from '@spokes/domain/bike-schemas';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { ORDER_LOG_TYPE, ORDER_STATUS, orderStatusById } from '@spokes/domain/codes';
import { dealerActions, invoiceTargetAllowsAutoPlate } from '@spokes/domain/dealer-actions';
import type { Db, Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../auth/viewer';
import { generateDocument } from '../documents/generate-document';
import { runDocumentWork } from '../documents/run-document-work';
import { quotationWriteScope } from '../quotations/quotations.access';
import { moveOrderStatus } from './move-order-status';
import { recordOrderHistory } from './record-order-history';

/** The deal custom field that receives the bike's service pass number. */
export const SERVICE_PASS_DEAL_FIELD = 'service_pass';

export type CreatedReceipt = { orderId: number; receiptOrderLogId: number };

/**
 * Create receipt (spec 01 section 4): the "Ontvangstbewijs" generated from its template, the
 * order to DELIVERABLE, and the bike's service pass number on the deal. Allowed when the
 * dealer actions offer CREATE_RECEIPT; one transaction, reported on onError when it fails.
 */
export function createReceipt(
  db: Db,
  viewer: Viewer,
  options: { orderId: number; storage: FileStorage },
): Promise<CreatedReceipt> {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await loadReceiptFacts(tx, viewer, options.orderId);
    const status = orderStatusById(order.statusId) ?? fail('ACTION_NOT_ALLOWED');
    const actions = dealerActions({
      status: status.code,
      fip: order.fip,
      orderLogTypeIds: order.orderLogTypeIds,
      bikeTypeId: order.bikeTypeId,
      invoiceTargetAllowsAutoPlate: invoiceTargetAllowsAutoPlate(order.invoiceTarget),
      bikeInfoComplete: isBikeInfoComplete(
        order.bike && { ...order.bike, service_pass: order.servicePass },
        order.bikeTypeId,
        order.maintenanceAmount,
      ),
      superUser: viewer.superUser,
    });
    if (!actions.includes('CREATE_RECEIPT')) fail('ACTION_NOT_ALLOWED');

    const receipt = await generateDocument(tx, viewer, {
      orderId: order.id,
      orderLogTypeId: ORDER_LOG_TYPE.RECEIPTDOC.id,
      files,
    });
    await moveOrderStatus(
      tx,
      viewer,
      { orderId: order.id, quotationId: order.quotationId, status, deliveryDate: null },
      {
        to: ORDER_STATUS.DELIVERABLE,
        dealFields: order.servicePass
          ? { [SERVICE_PASS_DEAL_FIELD]: formatServicePass(order.servicePass) }
          : undefined,
      },
    );
    await recordOrderHistory(tx, viewer, {
      quotationId: order.quotationId,
      orderId: order.id,
      source: 'screen',
      kind: 'document',
      field: ORDER_LOG_TYPE.RECEIPTDOC.code,
      new: String(receipt.id),
    });
    return { orderId: order.id, receiptOrderLogId: receipt.id };
  });
}

/** What decides whether the receipt may be made, for an order the viewer may act on; else NOT_FOUND. */
async function loadReceiptFacts(tx: Tx, viewer: Viewer, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      quotationId: quotations.id,
      statusId: orders.order_status_fk,
      fip: companies.fip,
      bikeTypeId: quotations.bike_type_fk,
      maintenanceAmount: quotations.maintenance_amount,
      invoiceTarget: {
        id: invoiceTargets.id,
        license_plate_auto_request: invoiceTargets.license_plate_auto_request,
      },
      bike: {
        bike_brand_fk: bikes.bike_brand_fk,
        model: bikes.model,
        comment: bikes.comment,
        key_number_1: bikes.key_number_1,
        key_number_2: bikes.key_number_2,
        frame_number: bikes.frame_number,
        sticker_number: bikes.sticker_number,
        license_number: bikes.license_number,
        accu_number: bikes.accu_number,
        control_number: bikes.control_number,
        barcode_x12: bikes.barcode_x12,
      },
      bikeId: bikes.id,
      servicePass: servicePasses.barcode,
      orderLogTypeIds: sql<
        number[]
      >`array(select ${orderLogs.order_log_type_fk} from ${orderLogs} where ${orderLogs.order_fk} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .leftJoin(servicePasses, eq(servicePasses.bike_fk, bikes.id))
    .where(and(eq(orders.id, orderId), quotationWriteScope(viewer)));
  if (!row) fail('NOT_FOUND');
  return {
    ...row,
    bike: row.bikeId === null ? null : row.bike,
    orderLogTypeIds: row.orderLogTypeIds.map(Number),
  };
}
