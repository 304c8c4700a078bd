import { Suspense, useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { UploadFlow } from '@spokes/domain/upload-flows';
import { ExecuteQuotationDocument } from '../api/execute-quotation.generated';
import { CreateReceiptDocument, ResendStatusMailDocument } from '../api/order-edits.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { offeredUploads } from './order-upload-flows';
import type { OverviewQuotation } from './quotation-overview-header';
import { named } from '../../../lib/lazy-named';
import { overviewDeferred } from './overview-deferred-loader';

const OrderCompanyModal = named(overviewDeferred, 'OrderCompanyModal');
const OrderDealLinkModal = named(overviewDeferred, 'OrderDealLinkModal');
const OrderDeliveryModal = named(overviewDeferred, 'OrderDeliveryModal');
const OrderQuotationDocumentModal = named(overviewDeferred, 'OrderQuotationDocumentModal');
const OrderSignedDocumentsModal = named(overviewDeferred, 'OrderSignedDocumentsModal');
const OrderSpeedPedelecModal = named(overviewDeferred, 'OrderSpeedPedelecModal');
const OrderStatusModal = named(overviewDeferred, 'OrderStatusModal');

type Dialog = UploadFlow | 'FIP_WARNING' | 'EDIT_ORDER_STATUS' | 'CHANGE_COMPANY' | 'LINK_DEAL';
type Props = { quotation: OverviewQuotation; superUser: boolean };

const UPLOAD_LABELS: Record<UploadFlow, string> = {
  SIGNED_DOCUMENTS: 'quotationOverview.uploadSignedDocuments',
  QUOTATION_DOCUMENT: 'quotationOverview.uploadQuotationDocument',
  DELIVERY_DOCUMENTS: 'quotationOverview.uploadDeliveryDocuments',
  SPEED_PEDELEC_DOCUMENTS: 'quotationOverview.uploadSpeedPedelecDocuments',
};

/** The order actions of the overview: the buttons the server's `actions` allow, and their dialogs. */
export function OrderActionsPanel({ quotation, superUser }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Execute made the order the FIP warning uploads to, before the overview reloaded it.
  const [executedOrderId, setExecutedOrderId] = useState<number>();
  const close = () => setDialog(null);
  const execute = useOrderMutation(ExecuteQuotationDocument, { successKey: 'quotationOverview.executed' });
  const receipt = useOrderMutation(CreateReceiptDocument, { successKey: 'quotationOverview.receiptCreated' });
  const mail = useOrderMutation(ResendStatusMailDocument, {
    successKey: 'quotationOverview.mailSent',
    failureKey: errorTranslationKey('MAIL_FAILED'),
  });
  const { actions, order } = quotation;
  const orderId = order?.id ?? executedOrderId;

  const runExecute = async () => {
    const result = await execute.run({ quotation_id: quotation.id });
    if (!result?.executeQuotation.fip_warning) return;
    setExecutedOrderId(result.executeQuotation.order_id);
    setDialog('FIP_WARNING');
  };

  return (
    <Card size="small" title={t('quotationOverview.actions')}>
      <Flex wrap gap={8}>
        {actions.includes('EXECUTE') && (
          <Button type="primary" loading={execute.fetching} onClick={() => void runExecute()}>
            {t('quotationOverview.execute')}
          </Button>
        )}
        {offeredUploads(quotation, superUser).map((flow) => (
          <Button key={flow} onClick={() => setDialog(flow)}>
            {t(UPLOAD_LABELS[flow])}
          </Button>
        ))}
        {order && actions.includes('CREATE_RECEIPT') && (
          <Button loading={receipt.fetching} onClick={() => void receipt.run({ order_id: order.id })}>
            {t('quotationOverview.createReceipt')}
          </Button>
        )}
        {order && (
          <Button loading={mail.fetching} onClick={() => void mail.run({ order_id: order.id })}>
            {t('quotationOverview.resendStatusMail')}
          </Button>
        )}
        {order && actions.includes('EDIT_ORDER_STATUS') && (
          <Button onClick={() => setDialog('EDIT_ORDER_STATUS')}>
            {t('quotationOverview.editOrderStatus')}
          </Button>
        )}
        {actions.includes('CHANGE_COMPANY') && (
          <Button onClick={() => setDialog('CHANGE_COMPANY')}>{t('quotationOverview.changeCompany')}</Button>
        )}
        {order && actions.includes('LINK_DEAL') && (
          <Button onClick={() => setDialog('LINK_DEAL')}>{t('quotationOverview.linkDeal')}</Button>
        )}
      </Flex>
      <Suspense fallback={null}>
        {orderId !== undefined && dialog === 'FIP_WARNING' && (
          <OrderQuotationDocumentModal orderId={orderId} onClose={close} fipWarning />
        )}
        {orderId !== undefined && dialog === 'QUOTATION_DOCUMENT' && (
          <OrderQuotationDocumentModal orderId={orderId} onClose={close} />
        )}
        {orderId !== undefined && dialog === 'SIGNED_DOCUMENTS' && (
          <OrderSignedDocumentsModal orderId={orderId} onClose={close} />
        )}
        {orderId !== undefined && dialog === 'DELIVERY_DOCUMENTS' && (
          <OrderDeliveryModal orderId={orderId} onClose={close} />
        )}
        {orderId !== undefined && dialog === 'SPEED_PEDELEC_DOCUMENTS' && (
          <OrderSpeedPedelecModal orderId={orderId} bike={order?.bike ?? null} onClose={close} />
        )}
        {order && dialog === 'EDIT_ORDER_STATUS' && (
          <OrderStatusModal orderId={order.id} currentStatusId={order.orderStatus.id} onClose={close} />
        )}
        {dialog === 'CHANGE_COMPANY' && (
          <OrderCompanyModal
            quotationId={quotation.id}
            currentCompanyId={quotation.company.id}
            onClose={close}
          />
        )}
        {order && dialog === 'LINK_DEAL' && (
          <OrderDealLinkModal
            orderId={order.id}
            quotationNumber={quotation.quotation_number}
            onClose={close}
          />
        )}
      </Suspense>
    </Card>
  );
}
