import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { text: string; html: string | null };

const textStyle = { whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' } as const;

/**
 * A mail's or SMS's body as its recipient reads it: in the outbox and in the preview of an
 * edited text. The HTML is shown in an iframe with an empty sandbox: no scripts, no forms,
 * no navigation and its own origin, so a mail can neither run code nor reach this app's session.
 */
export function MessageBody({ text, html }: Props) {
  const { t } = useTranslation();
  const plain = (
    <Typography.Paragraph style={textStyle} data-testid="message-text">
      {text}
    </Typography.Paragraph>
  );
  if (html === null) return plain;
  return (
    <Tabs
      items={[
        {
          key: 'html',
          label: t('outbox.formatted'),
          children: (
            <iframe
              sandbox=""
              srcDoc={html}
              title={t('outbox.htmlTitle')}
              referrerPolicy="no-referrer"
              style={{ width: '100%', height: 440, border: '1px solid #f0f0f0', borderRadius: 6 }}
            />
          ),
        },
        { key: 'text', label: t('outbox.plainText'), children: plain },
      ]}
    />
  );
}
