import { useState } from 'react';
import type { UploadFlow } from '@spokes/domain/upload-flows';
import { ExecuteQuotationDocument } from '../api/execute-quotation.generated';
import { useOrderMutation } from './use-order-mutation';

/** The dialogs an order's action buttons open, on the overview and on a quotation card alike. */
export type OrderDialog =
  | UploadFlow
  | 'FIP_WARNING'
  | 'EDIT_ORDER_STATUS'
  | 'CHANGE_COMPANY'
  | 'LINK_DEAL'
  | 'DOCUMENTS'
  | 'BIKE_INFO';

/**
 * Which order dialog is open, and Execute, which opens the FIP warning on the order it just
 * made before the quotation reloaded with it.
 */
export function useOrderDialogs(quotation: { id: number; order: { id: number } | null }) {
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const [executedOrderId, setExecutedOrderId] = useState<number>();
  const execute = useOrderMutation(ExecuteQuotationDocument, { successKey: 'quotationOverview.executed' });

  const runExecute = async () => {
    const result = await execute.run({ quotation_id: quotation.id });
    if (!result?.executeQuotation.fip_warning) return;
    setExecutedOrderId(result.executeQuotation.order_id);
    setDialog('FIP_WARNING');
  };

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    orderId: quotation.order?.id ?? executedOrderId,
    executing: execute.fetching,
    runExecute,
  };
}

export type OrderDialogs = ReturnType<typeof useOrderDialogs>;
