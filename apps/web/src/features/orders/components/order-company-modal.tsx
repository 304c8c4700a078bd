import { useState } from 'react';
import { Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/company-picker';
import { ChangeQuotationCompanyDocument } from '../api/order-edits.generated';
import { useOrderMutation } from '../hooks/use-order-mutation';

type Props = {
  quotationId: number;
  currentCompany: { id: number; name: string };
  onClose: () => void;
};

/**
 * Change company (super users): the shared company tree, hidden companies included, partner
 * companies disabled with the spec's hint (the server refuses them too). It names the current
 * company, and says why OK stays disabled while that one is chosen.
 */
export function OrderCompanyModal({ quotationId, currentCompany, onClose }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const { fetching, run } = useOrderMutation(ChangeQuotationCompanyDocument, {
    successKey: 'quotationOverview.quotationModified',
  });
  const another = chosen !== null && chosen !== currentCompany.id;

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
      <Flex vertical gap={8}>
        <Typography.Text>
          {t('quotationOverview.currentCompany')}:{' '}
          <Typography.Text strong>{currentCompany.name}</Typography.Text>
        </Typography.Text>
        <CompanyPicker
          includeHidden
          disablePartnerCompanies
          ariaLabel={t('quotationOverview.company')}
          placeholder={t('quotationOverview.company')}
          style={{ width: '100%' }}
          value={chosen}
          onChange={setChosen}
        />
        {chosen === currentCompany.id && (
          <Typography.Text type="secondary">{t('quotationOverview.chooseAnotherCompany')}</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
