import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Editing, ReferenceRow, ReferenceValues } from './reference-table';

/** The name prompt of `ReferenceTable` (create and rename; the code only at creation). */
export function ReferenceForm<Row extends ReferenceRow>(props: {
  editing: Editing<Row>;
  withCode: boolean;
  onCancel: () => void;
  onSubmit: (values: ReferenceValues) => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReferenceValues>();
  const [saving, setSaving] = useState(false);
  const renaming = props.editing.mode === 'rename' ? props.editing.row : null;
  const required = [{ required: true, whitespace: true, message: t('referenceTable.required') }];

  const submit = async (values: ReferenceValues) => {
    setSaving(true);
    try {
      const refusal = await props.onSubmit({
        name: values.name.trim(),
        code: (values.code ?? renaming?.code ?? '').trim(),
      });
      if (refusal) form.setFields([{ name: 'name', errors: [refusal] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={renaming ? t('referenceTable.rename') : t('referenceTable.new')}
      okText={t('referenceTable.save')}
      cancelText={t('referenceTable.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={renaming ? { name: renaming.name, code: renaming.code } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label={t('referenceTable.name')} rules={required}>
          <Input autoFocus />
        </Form.Item>
        {props.withCode && (
          <Form.Item name="code" label={t('referenceTable.code')} rules={renaming ? [] : required}>
            {/* A code is what other data and integrations refer to: it is set once, at creation. */}
            <Input disabled={renaming !== null} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
