import { orderStatusById } from '@spokes/domain/codes';
import { invoiceTargetAllowsAutoPlate } from '@spokes/domain/dealer-actions';
import { mayUpload, UPLOAD_FLOWS, type UploadFlow } from '@spokes/domain/upload-flows';
import type { OverviewQuotation } from './order-quotation';

/**
 * The upload dialogs this quotation offers now, by the domain's own rule (the server's
 * `actions` name no button for the first upload of a non-FIP order, see upload-flows.ts).
 */
export function offeredUploads(quotation: OverviewQuotation, superUser: boolean): UploadFlow[] {
  const { order } = quotation;
  const status = order ? orderStatusById(order.orderStatus.id) : undefined;
  if (!order || !status) return [];
  const input = {
    status: status.code,
    fip: quotation.company.fip,
    orderLogTypeIds: order.orderLogs.map((log) => log.orderLogType.id),
    bikeTypeId: quotation.bike_type.id,
    invoiceTargetAllowsAutoPlate: invoiceTargetAllowsAutoPlate(quotation.company.invoice_target),
    superUser,
  };
  return UPLOAD_FLOWS.filter((flow) => mayUpload(flow, input));
}
