import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { AssignServicePassDealerDocument } from '../api/assign-service-pass-dealer.generated';

type Props = {
  ids: number[];
  dealers: { id: number; name: string }[];
  onClose: (assigned: boolean) => void;
};

/** Bulk-assign a dealer to the selected passes: a registered dealer, or a free-text name. */
export function AssignDealerModal({ ids, dealers, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const [dealerId, setDealerId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [{ fetching }, assign] = useMutation(AssignServicePassDealerDocument);

  const submit = async () => {
    const result = await assign({
      ids,
      dealer_fk: dealerId,
      dealer_name: dealerId === null ? name.trim() || null : null,
    });
    if (result.error) {
      void message.error({
        content: t('errors.servicePassUpdateFailed', { message: errorMessage(result.error) }),
        duration: 10,
      });
      return;
    }
    void message.success(t('servicePasses.saved'));
    onClose(true);
  };

  return (
    <Modal
      open
      title={t('servicePasses.assignTitle', { count: ids.length })}
      confirmLoading={fetching}
      okButtonProps={{ disabled: dealerId === null && name.trim() === '' }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Form layout="vertical">
        <Form.Item label={t('servicePasses.registeredDealer')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            aria-label={t('servicePasses.registeredDealer')}
            value={dealerId}
            options={dealers.map((dealer) => ({ value: dealer.id, label: dealer.name }))}
            onChange={(value: number | undefined) => setDealerId(value ?? null)}
          />
        </Form.Item>
        <Form.Item label={t('servicePasses.freeDealerName')}>
          <Input
            aria-label={t('servicePasses.freeDealerName')}
            disabled={dealerId !== null}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
