import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { quotationPdfFileName } from '@spokes/domain/quotation-file-name';
import { usePdfBlob } from '../../../lib/files/use-pdf-blob';

type Props = {
  quotation: { quotation_number: string; pdf_url: string; employee: { name: string } };
  onClose: () => void;
};

/** Show calculation: the quotation PDF previewed in the page, and downloaded under the spec's name. */
export function CalculationPreviewModal({ quotation, onClose }: Props) {
  const { t } = useTranslation();
  const { url, failed } = usePdfBlob(quotation.pdf_url);
  return (
    <Modal
      open
      title={t('employerQuotation.calculation')}
      onCancel={onClose}
      width={900}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('employerQuotation.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!url}
          href={url ?? undefined}
          // The server's name for the same PDF: the number as every screen writes it (Q000007).
          download={quotationPdfFileName(
            t('documents.title.QUOTATION'),
            quotation.quotation_number,
            quotation.employee.name,
          )}
        >
          {t('employerQuotation.download')}
        </Button>,
      ]}
    >
      {failed && <Alert type="error" showIcon title={t('employerQuotation.calculationFailed')} />}
      {!url && !failed && <Skeleton active />}
      {url && (
        <iframe
          src={url}
          title={t('employerQuotation.calculation')}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      )}
    </Modal>
  );
}
