import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { UploadFlow } from '@spokes/domain/upload-flows';
import { CreateReceiptDocument, ResendStatusMailDocument } from '../api/order-edits.generated';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { OrderDialogs } from './order-dialogs';
import { offeredUploads } from './order-upload-flows';
import type { OverviewQuotation } from './quotation-overview-header';

type Props = { quotation: OverviewQuotation; superUser: boolean };

export const UPLOAD_LABELS: Record<UploadFlow, string> = {
  SIGNED_DOCUMENTS: 'quotationOverview.uploadSignedDocuments',
  QUOTATION_DOCUMENT: 'quotationOverview.uploadQuotationDocument',
  DELIVERY_DOCUMENTS: 'quotationOverview.uploadDeliveryDocuments',
  SPEED_PEDELEC_DOCUMENTS: 'quotationOverview.uploadSpeedPedelecDocuments',
};

/** The order actions of the overview: the buttons the server's `actions` allow, and their dialogs. */
export function OrderActionsPanel({ quotation, superUser }: Props) {
  const { t } = useTranslation();
  const dialogs = useOrderDialogs(quotation);
  const receipt = useOrderMutation(CreateReceiptDocument, { successKey: 'quotationOverview.receiptCreated' });
  const mail = useOrderMutation(ResendStatusMailDocument, {
    successKey: 'quotationOverview.mailSent',
    failureKey: errorTranslationKey('MAIL_FAILED'),
  });
  const { actions, order } = quotation;

  return (
    <Card size="small" title={t('quotationOverview.actions')}>
      <Flex wrap gap={8}>
        {actions.includes('EXECUTE') && (
          <Button type="primary" loading={dialogs.executing} onClick={() => void dialogs.runExecute()}>
            {t('quotationOverview.execute')}
          </Button>
        )}
        {offeredUploads(quotation, superUser).map((flow) => (
          <Button key={flow} onClick={() => dialogs.open(flow)}>
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
          <Button onClick={() => dialogs.open('EDIT_ORDER_STATUS')}>
            {t('quotationOverview.editOrderStatus')}
          </Button>
        )}
        {actions.includes('CHANGE_COMPANY') && (
          <Button onClick={() => dialogs.open('CHANGE_COMPANY')}>
            {t('quotationOverview.changeCompany')}
          </Button>
        )}
        {order && actions.includes('LINK_DEAL') && (
          <Button onClick={() => dialogs.open('LINK_DEAL')}>{t('quotationOverview.linkDeal')}</Button>
        )}
      </Flex>
      <OrderDialogs quotation={quotation} state={dialogs} superUser={superUser} />
    </Card>
  );
}
