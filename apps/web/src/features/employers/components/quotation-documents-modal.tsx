import { EyeOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentsTable } from '../../../components/documents-table';
import type { EmployerQuotation } from '../hooks/use-quotation-detail-edits';

type Document = EmployerQuotation['documents'][number];
type Props = { documents: readonly Document[]; onClose: () => void };

/**
 * The order's documents as the server lists them for employers (signed versions instead of
 * their originals, hidden ones never); view opens the PDF in a new tab, shown inline.
 */
export function QuotationDocumentsModal({ documents, onClose }: Props) {
  const { t } = useTranslation();
  const view = (document: Document) => {
    // A document without its file, or a speed pedelec's receipt without a plate, cannot be opened.
    const url = document.license_plate_required ? null : document.download_url;
    if (!url) {
      return (
        <Tooltip
          title={t(document.download_url ? 'employerQuotation.plateRequired' : 'employerQuotation.noFile')}
        >
          <Button size="small" icon={<EyeOutlined />} disabled>
            {t('employerQuotation.view')}
          </Button>
        </Tooltip>
      );
    }
    return (
      <Button
        size="small"
        icon={<EyeOutlined />}
        href={`${url}?inline=1`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('employerQuotation.view')}
      </Button>
    );
  };
  return (
    <Modal
      open
      title={t('employerQuotation.documents')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('employerQuotation.close')}</Button>}
      width={720}
    >
      <DocumentsTable
        documents={documents}
        titles={{
          type: 'employerQuotation.documentType',
          description: 'employerQuotation.description',
          date: 'employerQuotation.date',
        }}
        actions={[{ key: 'view', render: (_, row) => view(row) }]}
        emptyText={t('employerQuotation.noDocuments')}
      />
    </Modal>
  );
}
