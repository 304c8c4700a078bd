import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePdfBlob } from '../../../lib/files/use-pdf-blob';
import type { TemplateRow } from './template-columns';

type Props = { template: TemplateRow; onClose: () => void };

/**
 * A template filled with a made-up order, previewed in the page as generation would make it,
 * and its file as stored, to download.
 */
export function TemplatePreviewModal({ template, onClose }: Props) {
  const { t } = useTranslation();
  const { url, failed } = usePdfBlob(template.preview_url);
  const title = t('templates.previewTitle', { name: template.name });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={900}
      footer={[
        <Button key="download" icon={<DownloadOutlined />} href={template.download_url}>
          {t('templates.download')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('templates.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('templates.previewIntro')}</Typography.Paragraph>
      {failed && <Alert type="error" showIcon title={t('templates.previewFailed')} />}
      {!url && !failed && <Skeleton active />}
      {url && <iframe src={url} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />}
    </Modal>
  );
}
