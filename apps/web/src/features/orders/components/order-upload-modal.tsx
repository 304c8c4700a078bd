import { useState, type ReactNode } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { validatePdfUpload } from '@spokes/domain/upload-validation';
import { useUploadPercents } from '../../../lib/graphql/upload-progress';
import { TOAST_SECONDS } from '../../../lib/toast';

export type PdfSlot<Name extends string> = { name: Name; label: string };

type PickerProps = {
  file: File | undefined;
  /** How much of the file is sent, while the upload runs. */
  percent: number | undefined;
  onChange: (file: File | undefined) => void;
};

/** One PDF of at most 10 MB, checked before it is kept; the server checks the bytes again. */
function PdfPicker({ file, percent, onChange }: PickerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Upload
      accept="application/pdf,.pdf"
      maxCount={1}
      fileList={
        file
          ? [
              {
                uid: file.name,
                name: file.name,
                status: percent === undefined || percent === 100 ? 'done' : 'uploading',
                percent,
              },
            ]
          : []
      }
      beforeUpload={(picked) => {
        const problem = validatePdfUpload(picked);
        if (problem) void message.error(t(errorTranslationKey(problem)), TOAST_SECONDS);
        else onChange(picked);
        // The file goes with the mutation, not on its own.
        return false;
      }}
      onRemove={() => onChange(undefined)}
    >
      <Button icon={<UploadOutlined />}>{t('quotationOverview.choosePdf')}</Button>
    </Upload>
  );
}

type Props<Name extends string, Values> = {
  title: string;
  slots: readonly PdfSlot<Name>[];
  submitting: boolean;
  onCancel: () => void;
  /** Resolves true when the upload worked and the dialog may close. */
  onSubmit: (files: Record<Name, File>, values: Values) => Promise<boolean>;
  /** Form fields beside the files, validated before the upload. */
  children?: ReactNode;
  initialValues?: Partial<Values>;
  /** Above the files, e.g. the FIP warning. */
  intro?: ReactNode;
  cancelText?: string;
};

/** An upload dialog of the overview: OK only once every file is chosen (spec 01 section 5). */
export function OrderUploadModal<Name extends string, Values = Record<string, never>>({
  title,
  slots,
  submitting,
  onCancel,
  onSubmit,
  children,
  initialValues,
  intro,
  cancelText,
}: Props<Name, Values>) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<Partial<Record<Name, File>>>({});
  const complete = slots.every((slot) => files[slot.name] !== undefined);
  const percents = useUploadPercents(files);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null || !complete) return;
    if (await onSubmit(files as Record<Name, File>, values)) onCancel();
  };

  return (
    <Modal
      open
      title={title}
      onOk={() => void submit()}
      onCancel={onCancel}
      okButtonProps={{ disabled: !complete }}
      confirmLoading={submitting}
      cancelText={cancelText}
    >
      {intro}
      <Form form={form} layout="vertical" initialValues={initialValues}>
        {slots.map((slot) => (
          <Form.Item key={slot.name} label={slot.label} required>
            <PdfPicker
              file={files[slot.name]}
              percent={files[slot.name] && percents.get(files[slot.name]!)}
              onChange={(file) => setFiles((chosen) => ({ ...chosen, [slot.name]: file }))}
            />
          </Form.Item>
        ))}
        {children}
      </Form>
    </Modal>
  );
}
