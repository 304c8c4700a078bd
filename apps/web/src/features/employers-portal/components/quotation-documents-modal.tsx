import { EyeOutlined } from '@ant-design/icons';
import { Button, Modal, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@spokes/domain/format';
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
      <Table<Document>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...documents]}
        locale={{ emptyText: t('employerQuotation.noDocuments') }}
        columns={[
          {
            key: 'type',
            title: t('employerQuotation.documentType'),
            render: (_, row) => row.orderLogType.name,
          },
          { key: 'description', title: t('employerQuotation.description'), dataIndex: 'description' },
          {
            key: 'date',
            title: t('employerQuotation.date'),
            render: (_, row) => formatDate(new Date(row.log_date)),
          },
          { key: 'view', render: (_, row) => view(row) },
        ]}
      />
    </Modal>
  );
}
