import { useState } from 'react';
import { UndoOutlined } from '@ant-design/icons';
import type { CombinedError } from '@urql/core';
import { App, Button, Col, Form, Input, Modal, Popconfirm, Row, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import type { MessageTextPartsFragment, MessageTextPreviewQuery } from '../../../generated/graphql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { MessageTextPreviewDocument } from '../api/message-text-preview.generated';
import { ResetMessageTextDocument } from '../api/reset-message-text.generated';
import { UpdateMessageTextDocument } from '../api/update-message-text.generated';
import { MessagePreview } from './message-preview';
import { VariableList } from './variable-list';

type Values = { subject?: string; html?: string; text: string };
type Preview = MessageTextPreviewQuery['messageTextPreview'];

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
const FIELDS = ['subject', 'html', 'text'] as const;
const context = { additionalTypenames: ['MessageText'] };
const code = { fontFamily: 'monospace', fontSize: 13 };

/** The field a refusal points at (`details.field`), to show the error there rather than in a toast. */
function refusedField(error: CombinedError): (typeof FIELDS)[number] | undefined {
  const details = error.graphQLErrors[0]?.extensions?.details as { field?: unknown } | undefined;
  return FIELDS.find((field) => field === details?.field);
}

/**
 * One message's texts, a language at a time: subject, HTML and plain text of a mail or the
 * text of an SMS, in Handlebars with the variables listed beside them. Preview renders what is
 * being typed with demo data; a refusal (unknown variable, syntax error) shows at its field with
 * its line. Reset brings back the shipped text of this language.
 */
export function MessageTextEditor(props: { message: MessageTextPartsFragment; onClose: () => void }) {
  const { message } = props;
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const errorMessage = useErrorMessage();
  const client = useClient();
  const [form] = Form.useForm<Values>();
  const [language, setLanguage] = useState<string>('nl');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [, update] = useMutation(UpdateMessageTextDocument);
  const [, reset] = useMutation(ResetMessageTextDocument);
  const mail = message.channel === 'mail';
  const current = message.texts.find((text) => text.language === language)!;

  const show = (next: string) => {
    const text = message.texts.find((entry) => entry.language === next)!;
    setLanguage(next);
    setPreview(null);
    form.setFields(FIELDS.map((name) => ({ name, value: text[name] ?? undefined, errors: [] })));
  };

  /** A refusal at its field, or else as a toast; true when there was none. */
  const handled = (error: CombinedError | undefined) => {
    if (!error) return true;
    const field = refusedField(error);
    if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
    else void toast.error(errorMessage(error));
    return false;
  };

  const input = (values: Values) => ({ name: message.name, language, ...values });

  const runPreview = async () => {
    const values = await form.validateFields();
    setBusy(true);
    const result = await client
      .query(MessageTextPreviewDocument, { input: input(values) }, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    if (handled(result.error)) setPreview(result.data?.messageTextPreview ?? null);
  };

  const save = async (values: Values) => {
    setBusy(true);
    const result = await update({ input: input(values) }, context);
    setBusy(false);
    if (!handled(result.error)) return;
    void toast.success(t('messageTexts.saved'));
    props.onClose();
  };

  const restore = async () => {
    setBusy(true);
    const result = await reset({ name: message.name, language }, context);
    setBusy(false);
    if (!handled(result.error)) return;
    void toast.success(t('messageTexts.saved'));
    props.onClose();
  };

  const required = [{ required: true, whitespace: true, message: t('errors.requiredFieldsMissing') }];
  return (
    <Modal
      open
      width={1200}
      title={`${t('messageTexts.edit')}: ${t(`messageTexts.name.${message.name}`)}`}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          {current.edited && (
            <Popconfirm title={t('messageTexts.resetConfirm')} onConfirm={() => void restore()}>
              <Button icon={<UndoOutlined />} disabled={busy}>
                {t('messageTexts.reset')}
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => void runPreview()} loading={busy}>
            {t('messageTexts.preview')}
          </Button>
          <Button onClick={props.onClose}>{t('messageTexts.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('messageTexts.save')}
          </Button>
        </Space>
      }
    >
      <Segmented
        aria-label={t('messageTexts.language')}
        value={language}
        options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        onChange={show}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{
              subject: current.subject ?? undefined,
              html: current.html ?? undefined,
              text: current.text,
            }}
            onFinish={(values) => void save(values)}
          >
            {mail && (
              <Form.Item name="subject" label={t('messageTexts.subject')} rules={required}>
                <Input style={code} />
              </Form.Item>
            )}
            {mail && (
              <Form.Item name="html" label={t('messageTexts.html')} rules={required}>
                <Input.TextArea style={code} autoSize={{ minRows: 5, maxRows: 14 }} />
              </Form.Item>
            )}
            <Form.Item
              name="text"
              label={t(mail ? 'messageTexts.text' : 'messageTexts.smsText')}
              rules={required}
            >
              <Input.TextArea style={code} autoSize={{ minRows: mail ? 5 : 2, maxRows: 14 }} />
            </Form.Item>
          </Form>
          <VariableList variables={message.variables} />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={5}>{t('messageTexts.preview')}</Typography.Title>
          {preview ? (
            <MessagePreview preview={preview} />
          ) : (
            <Typography.Paragraph type="secondary">{t('messageTexts.previewHint')}</Typography.Paragraph>
          )}
        </Col>
      </Row>
    </Modal>
  );
}
