import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/company-picker';
import { ChangeQuotationCompanyDocument } from '../api/order-edits.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';

type Props = { quotationId: number; currentCompanyId: number; onClose: () => void };

/** Change company (super users): the shared company tree, hidden companies included; only another company can be saved. */
export function OrderCompanyModal({ quotationId, currentCompanyId, onClose }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const { fetching, run } = useOrderMutation(ChangeQuotationCompanyDocument, {
    successKey: 'quotationOverview.quotationModified',
  });
  const another = chosen !== null && chosen !== currentCompanyId;

  const save = async () => {
    if (!another) return;
    if (await run({ quotation_id: quotationId, company_id: chosen })) onClose();
  };

  return (
    <Modal
      open
      title={t('quotationOverview.changeCompany')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ disabled: !another }}
      confirmLoading={fetching}
    >
      <CompanyPicker
        includeHidden
        placeholder={t('quotationOverview.company')}
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
      />
    </Modal>
  );
}
