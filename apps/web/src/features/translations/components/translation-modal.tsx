import { useState } from 'react';
import { UndoOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { TranslationRowsQuery } from '../../../generated/graphql';
import { ResetTranslationDocument } from '../api/reset-translation.generated';
import { UpdateTranslationDocument } from '../api/update-translation.generated';
import type { OtherLanguage } from './translation-list';

export type TranslationRow = TranslationRowsQuery['translationRows']['items'][number];
type Values = { nl: string; value: string };

const context = { additionalTypenames: ['TranslationRow'] };

/**
 * 'Vertaling bewerken': the key's nl text and the chosen language's, each saved when changed,
 * and each brought back to the shipped text when a super user edited it.
 */
export function TranslationModal(props: {
  row: TranslationRow;
  language: OtherLanguage;
  onClose: () => void;
}) {
  const { row, language } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [, update] = useMutation(UpdateTranslationDocument);
  const [, reset] = useMutation(ResetTranslationDocument);

  const finish = (failed: boolean) => {
    setSaving(false);
    if (failed) {
      void message.error(t('translations.failed'));
      return;
    }
    void message.success(t('translations.saved'));
    props.onClose();
  };

  const save = async (values: Values) => {
    setSaving(true);
    const changes = [
      { language: 'nl', value: values.nl, before: row.nl },
      { language, value: values.value, before: row.value ?? '' },
    ].filter((change) => change.value.trim() !== change.before.trim());
    const results = await Promise.all(
      changes.map((change) =>
        update({ key: row.key, language: change.language, value: change.value }, context),
      ),
    );
    finish(results.some((result) => result.error));
  };

  const restore = async (which: string) => {
    setSaving(true);
    const result = await reset({ key: row.key, language: which }, context);
    finish(Boolean(result.error));
  };

  // Under its field, not in the label: a button inside a label would focus the field instead.
  const restoreButton = (edited: boolean, which: string) =>
    edited ? (
      <Button
        type="link"
        size="small"
        icon={<UndoOutlined />}
        disabled={saving}
        onClick={() => void restore(which)}
      >
        {t('translations.restore')}
      </Button>
    ) : null;

  return (
    <Modal
      open
      title={t('translations.edit')}
      okText={t('translations.save')}
      cancelText={t('translations.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Typography.Text code copyable>
          {row.key}
        </Typography.Text>
        {row.value === null && <Tag color="orange">{t('translations.missing')}</Tag>}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ nl: row.nl, value: row.value ?? '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="nl"
          label="NL"
          extra={restoreButton(row.nl_edited, 'nl')}
          rules={[{ required: true, whitespace: true, message: t('translations.required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} autoFocus />
        </Form.Item>
        <Form.Item
          name="value"
          label={language.toUpperCase()}
          extra={restoreButton(row.value_edited, language)}
          rules={[{ required: true, whitespace: true, message: t('translations.required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
