import { useState } from 'react';
import { Alert, App, Input, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { formatServicePass, validateServicePassBarcode } from '@spokes/domain/bike-validation';
import { errorTranslationKey } from '@spokes/domain/errors';
import { AddServicePassesDocument } from '../api/add-service-passes.generated';

/**
 * 'Add passes' (spec 03 section 5): barcodes scanned or typed one at a time, each taken with
 * Enter (19 digits only: 'Enkel cijfers toegelaten!'); OK adds them, consecutive ones as a pack.
 * OK with none taken warns as the spec says; barcodes that exist already are named.
 */
export function AddServicePassesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const [{ fetching }, add] = useMutation(AddServicePassesDocument);

  const take = () => {
    const checked = validateServicePassBarcode(typed);
    if (!checked.ok) {
      setFieldError(t(errorTranslationKey(checked.error)));
      return;
    }
    setFieldError(null);
    setBarcodes((all) => (all.includes(checked.value) ? all : [...all, checked.value]));
    setTyped('');
  };

  const submit = async () => {
    if (barcodes.length === 0) {
      void message.warning(t('errors.noServicePassesAdded'));
      return;
    }
    const result = await add({ barcodes });
    if (result.error || !result.data) {
      void message.error(t('errors.servicePassUploadFailed'));
      return;
    }
    const { added, duplicates: refused } = result.data.addServicePasses;
    void message.success(t('servicePasses.added', { count: added.length }));
    if (refused.length > 0) {
      setDuplicates(refused);
      setBarcodes([]);
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      title={t('servicePasses.addTitle')}
      okText="OK"
      confirmLoading={fetching}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('servicePasses.addHelp')}</Typography.Paragraph>
      <Input
        autoFocus
        aria-label={t('servicePasses.barcode')}
        value={typed}
        status={fieldError ? 'error' : undefined}
        inputMode="numeric"
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={take}
      />
      {fieldError && (
        <Typography.Text type="danger" role="alert">
          {fieldError}
        </Typography.Text>
      )}
      {duplicates.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('servicePasses.duplicates', { barcodes: duplicates.map(formatServicePass).join(', ') })}
        />
      )}
      <List
        size="small"
        style={{ marginTop: 12, maxHeight: 240, overflow: 'auto' }}
        dataSource={barcodes}
        renderItem={(barcode) => <List.Item>{formatServicePass(barcode)}</List.Item>}
      />
    </Modal>
  );
}
