import { useTranslation } from 'react-i18next';
import { UploadSignedDocumentsDocument } from '../api/order-uploads.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { OrderUploadModal } from './order-upload-modal';

type Props = { orderId: number; onClose: () => void };

/** Upload from a new order: the signed calculation and the quotation document (then SIGNED). */
export function OrderSignedDocumentsModal({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(UploadSignedDocumentsDocument, {
    successKey: 'quotationOverview.uploaded',
  });
  return (
    <OrderUploadModal
      title={t('quotationOverview.uploadSignedDocuments')}
      slots={[
        { name: 'signed_calculation', label: t('quotationOverview.signedCalculation') },
        { name: 'quotation_document', label: t('quotationOverview.quotationDocument') },
      ]}
      submitting={fetching}
      onCancel={onClose}
      onSubmit={async (files) => (await run({ order_id: orderId, ...files })) !== undefined}
    />
  );
}
