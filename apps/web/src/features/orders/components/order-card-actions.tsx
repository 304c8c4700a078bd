import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealerAction, QuotationCardFragment } from '../../../generated/graphql';
import { CreateReceiptDocument } from '../api/order-edits.generated';
import { RetryOrderUploadDocument } from '../api/order-edits.generated';
import type { OrderDialogs as DialogState } from '../hooks/use-order-dialogs';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { UPLOAD_LABELS } from './order-actions-panel';

type Props = { quotation: QuotationCardFragment; dialogs: DialogState; superUser: boolean };

/**
 * A card's order buttons, exactly the server's `actions` (the domain's dealer actions, spec 02
 * section 4), each opening the overview's dialog; a super user's extra controls are on the
 * back-office overview, which the card links to.
 */
export function OrderCardActions({ quotation, dialogs, superUser }: Props) {
  const { t } = useTranslation();
  const receipt = useOrderMutation(CreateReceiptDocument, { successKey: 'quotationOverview.receiptCreated' });
  const retry = useOrderMutation(RetryOrderUploadDocument, { successKey: 'quotationCards.retried' });
  const { order, actions } = quotation;
  const has = (action: DealerAction) => actions.includes(action);
  const open = dialogs.open;

  return (
    <>
      {has('EXECUTE') && (
        <Button type="primary" loading={dialogs.executing} onClick={() => void dialogs.runExecute()}>
          {t('quotationOverview.execute')}
        </Button>
      )}
      {has('UPLOAD_QUOTE') && (
        <Button onClick={() => open('QUOTATION_DOCUMENT')}>{t(UPLOAD_LABELS.QUOTATION_DOCUMENT)}</Button>
      )}
      {has('UPLOAD_FROM_NEW') && (
        <Button onClick={() => open('SIGNED_DOCUMENTS')}>{t(UPLOAD_LABELS.SIGNED_DOCUMENTS)}</Button>
      )}
      {order && has('RETRY_UPLOAD') && (
        <Button danger loading={retry.fetching} onClick={() => void retry.run({ order_id: order.id })}>
          {t('quotationCards.retryUpload')}
        </Button>
      )}
      {has('REQUEST_LICENSE_PLATE') && (
        <Button onClick={() => open('SPEED_PEDELEC_DOCUMENTS')}>
          {t('quotationCards.requestLicensePlate')}
        </Button>
      )}
      {has('UPLOAD_DELIVERY_DOCUMENTS') && (
        <Button onClick={() => open('DELIVERY_DOCUMENTS')}>{t(UPLOAD_LABELS.DELIVERY_DOCUMENTS)}</Button>
      )}
      {has('COMPLETE_BIKE_INFO') && (
        <Tooltip title={quotation.bike_info_complete ? t('quotationCards.bikeInfoComplete') : undefined}>
          <Button disabled={quotation.bike_info_complete} onClick={() => open('BIKE_INFO')}>
            {t('quotationCards.completeBikeInfo')}
          </Button>
        </Tooltip>
      )}
      {order && has('CREATE_RECEIPT') && (
        <Button loading={receipt.fetching} onClick={() => void receipt.run({ order_id: order.id })}>
          {t('quotationOverview.createReceipt')}
        </Button>
      )}
      {has('DOCUMENTS') && (
        <Button onClick={() => open('DOCUMENTS')}>{t('quotationOverview.documents')}</Button>
      )}
      {superUser && (
        <Link to={`/quotations/${quotation.employee.id}/${quotation.id}`}>
          {t('quotationCards.openOverview')}
        </Link>
      )}
    </>
  );
}
