import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { storeDateAt11 } from '@spokes/domain/format';
import { DAY_FORMATS } from '../../../lib/forms/day-formats';
import { UploadDeliveryDocumentsDocument } from '../api/order-uploads.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { OrderUploadModal } from './order-upload-modal';

type Props = { orderId: number; onClose: () => void };
// The picker's day (a dayjs), read without depending on dayjs itself.
type PickedDay = { year: () => number; month: () => number; date: () => number };

/** Delivery: the invoice, the signed receipt and the required pick-up date (then DELIVERED). */
export function OrderDeliveryModal({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(UploadDeliveryDocumentsDocument, {
    successKey: 'quotationOverview.uploaded',
  });
  return (
    <OrderUploadModal<'invoice' | 'signed_receipt', { pickup_date: PickedDay }>
      title={t('quotationOverview.uploadDeliveryDocuments')}
      slots={[
        { name: 'invoice', label: t('quotationOverview.invoice') },
        { name: 'signed_receipt', label: t('quotationOverview.signedReceipt') },
      ]}
      submitting={fetching}
      onCancel={onClose}
      onSubmit={async (files, { pickup_date }) => {
        // The day as picked, stored at 11:00 in Brussels like every calendar day of an order.
        const day = { year: pickup_date.year(), month: pickup_date.month() + 1, day: pickup_date.date() };
        const result = await run({
          order_id: orderId,
          ...files,
          pickup_date: storeDateAt11(day).toISOString(),
        });
        return result !== undefined;
      }}
    >
      <Form.Item
        name="pickup_date"
        label={t('quotationOverview.pickupDate')}
        rules={[{ required: true, message: t(errorTranslationKey('PICKUP_DATE_REQUIRED')) }]}
      >
        <DatePicker format={DAY_FORMATS} />
      </Form.Item>
    </OrderUploadModal>
  );
}
