import { useState } from 'react';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { useTranslation } from 'react-i18next';
import { EmployerCompanyPicker, useEmployerCompanies } from '../../../components/company-picker';
import { buildCompanyTree } from '../../../components/company-tree';
import { ReferenceTable } from '../../../components/reference-table';
import { useCostCenters } from '../hooks/use-cost-centers';

/**
 * /employersportal/costcenters (spec 03 section 2.6): a company's cost centres, the first of the
 * employer's companies chosen until the picker says otherwise. A cost centre that quotations use
 * cannot be deleted; the server refuses it too (COST_CENTER_IN_USE).
 */
export function CostCentersPage() {
  const { t } = useTranslation();
  const { companies } = useEmployerCompanies();
  // undefined: nothing picked yet (the first company); null: the picker was cleared.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const companyId = picked === undefined ? (buildCompanyTree(companies)[0]?.id ?? null) : picked;
  const { costCenters, fetching, create, rename, remove } = useCostCenters(companyId);

  return (
    <ReferenceTable
      title={t('costCenters.title')}
      titleLevel={2}
      withCode={false}
      rows={costCenters}
      loading={fetching}
      toolbar={
        <EmployerCompanyPicker
          value={companyId}
          onChange={setPicked}
          placeholder={t('costCenters.company')}
          ariaLabel={t('costCenters.company')}
          style={{ minWidth: 280 }}
        />
      }
      deleteBlockedReason={(row) => (row.in_use ? t(errorTranslationKey('COST_CENTER_IN_USE')) : undefined)}
      onCreate={({ name }) => create(name)}
      onUpdate={(row, { name }) => rename(row.id, name)}
      onDelete={(row) => remove(row.id)}
    />
  );
}
