import type { TypedDocumentNode } from '@urql/core';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DealerAction } from '@spokes/domain/dealer-actions';
import type { UploadFlow } from '@spokes/domain/upload-flows';
import { CreateReceiptDocument, RetryOrderUploadDocument } from '../api/order-edits.generated';
import type { OrderDialog, OrderDialogs } from '../hooks/use-order-dialogs';
import { useOrderMutation } from '../hooks/use-order-mutation';

export const UPLOAD_LABELS: Record<UploadFlow, string> = {
  SIGNED_DOCUMENTS: 'quotationOverview.uploadSignedDocuments',
  QUOTATION_DOCUMENT: 'quotationOverview.uploadQuotationDocument',
  DELIVERY_DOCUMENTS: 'quotationOverview.uploadDeliveryDocuments',
  SPEED_PEDELEC_DOCUMENTS: 'quotationOverview.uploadSpeedPedelecDocuments',
};

type OrderMutation = { document: TypedDocumentNode<unknown, { order_id: number }>; successKey: string };

// What a button does: open one of the order's dialogs, execute the quotation, or run a mutation
// on the order at once.
type Run = { dialog: OrderDialog } | { execute: true } | { mutation: OrderMutation };

/**
 * The one map from the domain's dealer actions (spec 02 section 4) to their buttons: the text and
 * what a click does, the same on the overview's actions panel and on a quotation card.
 */
export const DEALER_ACTION_BUTTONS: Record<DealerAction, { label: string; run: Run }> = {
  EXECUTE: { label: 'quotationOverview.execute', run: { execute: true } },
  UPLOAD_QUOTE: { label: UPLOAD_LABELS.QUOTATION_DOCUMENT, run: { dialog: 'QUOTATION_DOCUMENT' } },
  UPLOAD_FROM_NEW: { label: UPLOAD_LABELS.SIGNED_DOCUMENTS, run: { dialog: 'SIGNED_DOCUMENTS' } },
  RETRY_UPLOAD: {
    label: 'quotationCards.retryUpload',
    run: { mutation: { document: RetryOrderUploadDocument, successKey: 'quotationCards.retried' } },
  },
  DOCUMENTS: { label: 'quotationOverview.documents', run: { dialog: 'DOCUMENTS' } },
  REQUEST_LICENSE_PLATE: {
    label: 'quotationCards.requestLicensePlate',
    run: { dialog: 'SPEED_PEDELEC_DOCUMENTS' },
  },
  COMPLETE_BIKE_INFO: { label: 'quotationCards.completeBikeInfo', run: { dialog: 'BIKE_INFO' } },
  CREATE_RECEIPT: {
    label: 'quotationOverview.createReceipt',
    run: { mutation: { document: CreateReceiptDocument, successKey: 'quotationOverview.receiptCreated' } },
  },
  UPLOAD_DELIVERY_DOCUMENTS: {
    label: UPLOAD_LABELS.DELIVERY_DOCUMENTS,
    run: { dialog: 'DELIVERY_DOCUMENTS' },
  },
  EDIT_ORDER_STATUS: { label: 'quotationOverview.editOrderStatus', run: { dialog: 'EDIT_ORDER_STATUS' } },
  CHANGE_COMPANY: { label: 'quotationOverview.changeCompany', run: { dialog: 'CHANGE_COMPANY' } },
  LINK_DEAL: { label: 'quotationOverview.linkDeal', run: { dialog: 'LINK_DEAL' } },
};

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  action: DealerAction;
  dialogs: OrderDialogs;
  /** Shown on hover: why the button is disabled. */
  tooltip?: string;
};

function MutationButton({
  mutation,
  orderId,
  label,
  ...buttonProps
}: Omit<ButtonProps, 'onClick' | 'loading'> & { mutation: OrderMutation; orderId: number; label: string }) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(mutation.document, { successKey: mutation.successKey });
  return (
    <Button {...buttonProps} loading={fetching} onClick={() => void run({ order_id: orderId })}>
      {t(label)}
    </Button>
  );
}

/** A dealer action's button, by the map above; a mutation on the order needs the order. */
export function DealerActionButton({ action, dialogs, tooltip, ...buttonProps }: Props) {
  const { t } = useTranslation();
  const { label, run } = DEALER_ACTION_BUTTONS[action];
  if ('mutation' in run) {
    return dialogs.orderId === undefined ? null : (
      <MutationButton {...buttonProps} mutation={run.mutation} orderId={dialogs.orderId} label={label} />
    );
  }
  const button =
    'dialog' in run ? (
      <Button {...buttonProps} onClick={() => dialogs.open(run.dialog)}>
        {t(label)}
      </Button>
    ) : (
      <Button {...buttonProps} loading={dialogs.executing} onClick={() => void dialogs.runExecute()}>
        {t(label)}
      </Button>
    );
  return tooltip === undefined ? button : <Tooltip title={tooltip}>{button}</Tooltip>;
}
