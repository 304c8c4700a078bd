import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The data viewer: the body an attempt sent, as indented JSON. */
export function WebhookDataModal({ data, onClose }: { data: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('webhooks.data')} footer={null} width={720} onCancel={onClose}>
      <Typography.Paragraph>
        <pre style={{ maxHeight: 480, overflow: 'auto', margin: 0 }}>{pretty(data)}</pre>
      </Typography.Paragraph>
    </Modal>
  );
}

function pretty(data: string): string {
  try {
    return JSON.stringify(JSON.parse(data), null, 2);
  } catch {
    // Not JSON after all: show it as it was stored.
    return data;
  }
}
