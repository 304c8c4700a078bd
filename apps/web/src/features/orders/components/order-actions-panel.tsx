import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatusById } from '@spokes/domain/codes';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { nextStep, type NextStepCode } from '@spokes/domain/next-step';
import type { UploadFlow } from '@spokes/domain/upload-flows';
import { ResendStatusMailDocument } from '../api/order-edits.generated';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { DealerActionButton, UPLOAD_LABELS } from './dealer-action-button';
import { OrderDialogs } from './order-dialogs';
import { OrderNextStep } from './order-next-step';
import { offeredUploads } from './order-upload-flows';
import type { OverviewQuotation } from './order-quotation';

type Props = {
  quotation: OverviewQuotation;
  superUser: boolean;
  /** Shown under the next step: what the company's policy will make of the order (issue 30). */
  notice?: ReactNode;
};

// The upload flow that takes an order's next step, so its button leads the card.
const STEP_UPLOADS: Partial<Record<NextStepCode, UploadFlow>> = {
  UPLOAD_SIGNED_DOCUMENTS: 'SIGNED_DOCUMENTS',
  UPLOAD_DELIVERY_DOCUMENTS: 'DELIVERY_DOCUMENTS',
};

/**
 * The order actions of the overview: the order's next step and what it still needs (issue 21),
 * the buttons the server's `actions` allow with the step's own first, and their dialogs. The
 * receipt waits for the bike's data: shown disabled with that reason until then.
 */
export function OrderActionsPanel({ quotation, superUser, notice }: Props) {
  const { t } = useTranslation();
  const dialogs = useOrderDialogs(quotation);
  const mail = useOrderMutation(ResendStatusMailDocument, {
    successKey: 'quotationOverview.mailSent',
    failureKey: errorTranslationKey('MAIL_FAILED'),
  });
  const { actions, order } = quotation;
  const next = nextStep({
    status: order ? (orderStatusById(order.orderStatus.id)?.code ?? null) : null,
    orderLogTypeIds: order?.orderLogs.map((log) => log.orderLogType.id) ?? [],
    bikeInfoComplete: quotation.bike_info_complete,
  });
  const stepUpload = STEP_UPLOADS[next.step];
  const uploads = offeredUploads(quotation, superUser).sort(
    (a, b) => Number(b === stepUpload) - Number(a === stepUpload),
  );
  const receiptWaitsForBike = next.step === 'COMPLETE_BIKE_INFO';

  return (
    <Card size="small" title={t('quotationOverview.actions')}>
      <Flex vertical gap={12}>
        <OrderNextStep next={next} />
        {notice}
        <Flex wrap gap={8}>
          {actions.includes('EXECUTE') && (
            <DealerActionButton action="EXECUTE" dialogs={dialogs} type="primary" />
          )}
          {uploads.map((flow) => (
            <Button
              key={flow}
              type={flow === stepUpload ? 'primary' : 'default'}
              onClick={() => dialogs.open(flow)}
            >
              {t(UPLOAD_LABELS[flow])}
            </Button>
          ))}
          {order && receiptWaitsForBike && actions.includes('COMPLETE_BIKE_INFO') && (
            <DealerActionButton action="COMPLETE_BIKE_INFO" dialogs={dialogs} type="primary" />
          )}
          {order && actions.includes('CREATE_RECEIPT') && (
            <DealerActionButton
              action="CREATE_RECEIPT"
              dialogs={dialogs}
              type={next.step === 'CREATE_RECEIPT' ? 'primary' : 'default'}
            />
          )}
          {order && receiptWaitsForBike && actions.includes('COMPLETE_BIKE_INFO') && (
            <Button disabled aria-describedby="receipt-needs-bike">
              {t('quotationOverview.createReceipt')}
            </Button>
          )}
          {order && (
            <Button loading={mail.fetching} onClick={() => void mail.run({ order_id: order.id })}>
              {t('quotationOverview.resendStatusMail')}
            </Button>
          )}
          {order && actions.includes('EDIT_ORDER_STATUS') && (
            <DealerActionButton action="EDIT_ORDER_STATUS" dialogs={dialogs} />
          )}
          {actions.includes('CHANGE_COMPANY') && (
            <DealerActionButton action="CHANGE_COMPANY" dialogs={dialogs} />
          )}
          {order && actions.includes('LINK_DEAL') && (
            <DealerActionButton action="LINK_DEAL" dialogs={dialogs} />
          )}
        </Flex>
        {receiptWaitsForBike && (
          <Typography.Text type="secondary" id="receipt-needs-bike">
            {t('quotationOverview.receiptNeedsBikeInfo')}
          </Typography.Text>
        )}
      </Flex>
      <OrderDialogs quotation={quotation} state={dialogs} superUser={superUser} />
    </Card>
  );
}
