import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadQuotationDocumentDocument } from '../api/order-uploads.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { OrderUploadModal } from './order-upload-modal';

type Props = { orderId: number; onClose: () => void; fipWarning?: boolean };

/**
 * The quotation document alone. Right after Execute for a FIP company it is the FIP warning:
 * the calculation went to the employee, and 'later uploaden' postpones this upload.
 */
export function OrderQuotationDocumentModal({ orderId, onClose, fipWarning = false }: Props) {
  const { t } = useTranslation();
  const { fetching, run } = useOrderMutation(UploadQuotationDocumentDocument, {
    successKey: 'quotationOverview.uploaded',
  });
  return (
    <OrderUploadModal
      title={t(
        fipWarning ? 'quotationOverview.fipWarningTitle' : 'quotationOverview.uploadQuotationDocument',
      )}
      intro={
        fipWarning && (
          <Alert
            type="warning"
            showIcon
            title={t('quotationOverview.fipWarning')}
            style={{ marginBottom: 16 }}
          />
        )
      }
      cancelText={fipWarning ? t('quotationOverview.uploadLater') : undefined}
      slots={[{ name: 'quotation_document', label: t('quotationOverview.quotationDocument') }]}
      submitting={fetching}
      onCancel={onClose}
      onSubmit={async (files) => (await run({ order_id: orderId, ...files })) !== undefined}
    />
  );
}
