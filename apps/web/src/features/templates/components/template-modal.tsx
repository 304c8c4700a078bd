import { useMemo, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Select, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { templateSettingsSchema } from '@spokes/domain/template-settings';
import { validatePdfUpload } from '@spokes/domain/upload-validation';
import type { TemplateInput } from '../../../generated/graphql';
import { SettingsFormModal } from '../../../components/settings-form-modal';
import { formChanged } from '../../../lib/forms/form-changed';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import { zodRule } from '../../../lib/forms/zod-rule';
import { TOAST_SECONDS } from '../../../lib/toast';
import { TemplateChoicesDocument } from '../api/template-choices.generated';
import type { TemplateRow } from './template-columns';

type Values = { name: string; language_fk?: number; order_log_type_fk?: number; variant_fk?: number };

type Props = {
  /** The template being edited, or null for 'Nieuw'. */
  template: TemplateRow | null;
  saving: boolean;
  /** Why the last save was refused, in words (missing fields ...), shown in the modal. */
  error: string | null;
  onSave: (input: TemplateInput, file: File | null) => void;
  onClose: () => void;
};

function initialValues(template: TemplateRow | null): Values {
  return {
    name: template?.name ?? '',
    language_fk: template?.language_fk,
    order_log_type_fk: template?.order_log_type_fk,
    variant_fk: template?.variant_fk,
  };
}

/**
 * The Templates tab's modal (spec 03 section 2.2): name, the fillable PDF, language, file type
 * (order log type) and variant, all required; an existing template keeps its file unless another
 * is chosen. The server checks the PDF's fields and its refusal is shown above the form.
 */
export function TemplateModal({ template, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [{ data: choices }] = useQuery({ query: TemplateChoicesDocument });
  const initial = useMemo(() => initialValues(template), [template]);
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const changed = file !== null || formChanged(values, initial);
  const fields = templateSettingsSchema.shape;
  const options = (rows: readonly { id: number; name: string }[] | undefined) =>
    rows?.map((row) => ({ value: row.id, label: row.name })) ?? [];

  return (
    <SettingsFormModal
      title={t(template ? 'templates.editTitle' : 'templates.newTitle')}
      history={template && { table: 'templates', recordId: template.id, name: template.name }}
      formId="template-form"
      okText={t('templates.save')}
      cancelText={t('templates.cancel')}
      canSave={valid && changed && (template !== null || file !== null)}
      saving={saving}
      onClose={onClose}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Values>
        id="template-form"
        name="template"
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) =>
          onSave(
            {
              name: submitted.name,
              language_fk: submitted.language_fk ?? 0,
              order_log_type_fk: submitted.order_log_type_fk ?? 0,
              variant_fk: submitted.variant_fk ?? 0,
            },
            file,
          )
        }
      >
        <Form.Item name="name" label={t('templates.name')} rules={[zodRule(fields.name, t)]} required>
          <Input maxLength={INPUT_MAX_LENGTH.name} />
        </Form.Item>
        <Form.Item
          label={t('templates.file')}
          required
          extra={template && !file ? t('templates.fileKept', { fileId: template.file_id }) : undefined}
        >
          <Upload
            accept="application/pdf,.pdf"
            maxCount={1}
            fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              const problem = validatePdfUpload(picked);
              if (problem) void message.error(t(errorTranslationKey(problem)), TOAST_SECONDS);
              else setFile(picked);
              // The file goes with the mutation, not on its own.
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <Button icon={<UploadOutlined />}>{t('templates.choosePdf')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          name="language_fk"
          label={t('templates.language')}
          rules={[zodRule(fields.language_fk, t)]}
          required
        >
          <Select options={options(choices?.languages)} />
        </Form.Item>
        <Form.Item
          name="order_log_type_fk"
          label={t('templates.orderLogType')}
          rules={[zodRule(fields.order_log_type_fk, t)]}
          required
        >
          <Select options={options(choices?.orderLogTypes)} />
        </Form.Item>
        <Form.Item
          name="variant_fk"
          label={t('templates.variant')}
          rules={[zodRule(fields.variant_fk, t)]}
          required
        >
          <Select options={options(choices?.variants)} />
        </Form.Item>
      </Form>
    </SettingsFormModal>
  );
}
