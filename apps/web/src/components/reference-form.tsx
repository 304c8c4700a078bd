import { useMemo, useState, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { referenceCreateSchema } from '@spokes/domain/reference-data';
import { formChanged } from '../lib/forms/form-changed';
import { useFormValid } from '../lib/forms/use-form-valid';
import { zodRule } from '../lib/forms/zod-rule';
import type { Editing, ReferenceResult, ReferenceRow, ReferenceValues } from './reference-table';
import { SettingsFormModal } from './settings-form-modal';

/**
 * The dialog of `ReferenceTable` (create and edit): name and code, checked with the server's
 * schema, plus the table's own fields. The code is typed once, at creation, in capitals; Save is
 * enabled once the values are valid and changed.
 */
export function ReferenceForm<Row extends ReferenceRow>(props: {
  editing: Editing<Row>;
  withCode: boolean;
  extraFields?: ReactNode;
  /** The audit log's name of the table, for an edited row's history; absent where none is kept. */
  auditTable?: string;
  onCancel: () => void;
  onSubmit: (values: ReferenceValues) => Promise<ReferenceResult>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReferenceValues>();
  const [saving, setSaving] = useState(false);
  const editingRow = props.editing.mode === 'edit' ? props.editing.row : null;
  const initial = useMemo(() => ({ ...editingRow }) as Record<string, unknown>, [editingRow]);
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const valid = useFormValid(form, values);
  const changed = formChanged(values, initial);
  const fields = referenceCreateSchema.shape;

  const submit = async (submitted: ReferenceValues) => {
    setSaving(true);
    try {
      const refusal = await props.onSubmit({
        ...submitted,
        name: submitted.name.trim(),
        code: (submitted.code ?? editingRow?.code ?? '').trim(),
      });
      if (typeof refusal === 'string') form.setFields([{ name: 'name', errors: [refusal] }]);
      else if (refusal) form.setFields([{ name: refusal.field, errors: [refusal.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsFormModal
      title={editingRow ? t('referenceTable.rename') : t('referenceTable.new')}
      history={
        editingRow && props.auditTable
          ? { table: props.auditTable, recordId: editingRow.id, name: editingRow.name }
          : null
      }
      formId="reference-form"
      okText={t('referenceTable.save')}
      cancelText={t('referenceTable.cancel')}
      canSave={valid && changed}
      saving={saving}
      onClose={props.onCancel}
    >
      <Form<ReferenceValues>
        id="reference-form"
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) => void submit(submitted)}
      >
        <Form.Item name="name" label={t('referenceTable.name')} rules={[zodRule(fields.name, t)]} required>
          <Input autoFocus maxLength={INPUT_MAX_LENGTH.name} />
        </Form.Item>
        {props.withCode && (
          <Form.Item
            name="code"
            label={t('referenceTable.code')}
            // Imports, calculation sheets and integrations refer to a code: it is set once, at creation.
            rules={editingRow ? [] : [zodRule(fields.code, t)]}
            required={!editingRow}
            normalize={(value: string) => value.toUpperCase()}
            tooltip={editingRow ? t('referenceTabs.codeFixed') : undefined}
          >
            <Input disabled={editingRow !== null} maxLength={INPUT_MAX_LENGTH.code} />
          </Form.Item>
        )}
        {props.extraFields}
      </Form>
    </SettingsFormModal>
  );
}
