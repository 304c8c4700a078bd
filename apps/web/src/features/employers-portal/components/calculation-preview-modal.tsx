import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePdfBlob } from '../hooks/use-pdf-blob';

type Props = { quotation: { id: number; pdf_url: string; employee: { name: string } }; onClose: () => void };

/** The spec's download name, Q{id}-{employee name}.pdf, without characters a file name cannot hold. */
export function calculationFileName(quotation: Props['quotation']): string {
  const name = quotation.employee.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim();
  return `Q${quotation.id}-${name}.pdf`;
}

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
          download={calculationFileName(quotation)}
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
