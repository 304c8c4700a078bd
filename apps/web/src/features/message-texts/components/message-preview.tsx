import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageBody } from '../../../components/message-body';
import type { MessageTextPreviewQuery } from '../../../generated/graphql';

/** The edited text rendered with demo data: the subject line, then the body as the outbox shows a sent one. */
export function MessagePreview(props: { preview: MessageTextPreviewQuery['messageTextPreview'] }) {
  const { t } = useTranslation();
  const { subject, text, html } = props.preview;
  return (
    <div data-testid="message-preview">
      {subject !== null && (
        <Typography.Paragraph>
          <Typography.Text type="secondary">{t('messageTexts.subject')}: </Typography.Text>
          <Typography.Text strong>{subject}</Typography.Text>
        </Typography.Paragraph>
      )}
      <MessageBody text={text} html={html} />
    </div>
  );
}
