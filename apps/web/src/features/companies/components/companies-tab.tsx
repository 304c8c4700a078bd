import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/company-picker';
import { CompanyModal } from './company-modal';

export type CompaniesTabProps = {
  /**
   * The calculation sheet's controls for an existing company (another feature builds them); the
   * app shell passes it, since features do not import each other. Shown in the General tab.
   */
  sheetSection?: (companyId: number) => ReactNode;
};

type Editing = { companyId: number | null; version: number };

/**
 * Settings tab 'Bedrijven' (spec 03 section 2.2, Companies tab): a company picker (hidden
 * companies too, searchable by invoice target) that opens the company's modal, and 'Nieuw'.
 */
export function CompaniesTab({ sheetSection }: CompaniesTabProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = (companyId: number | null) =>
    setEditing((current) => ({ companyId, version: (current?.version ?? 0) + 1 }));

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('settings.companies')}
        </Typography.Title>
        <CompanyPicker
          includeHidden
          searchInvoiceTarget
          value={null}
          onChange={(companyId) => companyId !== null && open(companyId)}
          placeholder={t('companySettings.pick')}
          ariaLabel={t('companySettings.pick')}
          style={{ minWidth: 360 }}
        />
        <Button type="primary" onClick={() => open(null)}>
          {t('companySettings.new')}
        </Button>
      </Flex>
      {editing && (
        <CompanyModal
          key={editing.version}
          companyId={editing.companyId}
          sheetSection={sheetSection}
          onSaved={open}
          onDeleted={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
