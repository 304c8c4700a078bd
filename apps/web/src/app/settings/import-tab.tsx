import { useState } from 'react';
import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '@spokes/domain/import-columns';
import { CompanyImport } from '../../features/companies/components/import/company-import';
import { EmployeeImport } from '../../features/employees/components/import/employee-import';

/**
 * Settings tab "Import" (issue 23): companies, or the employees of one company, from a CSV or
 * XLSX file. Each kind belongs to the area that owns its records; this tab only lets one choose.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('employees');
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label={t('import.kind')}
        optionType="button"
        value={kind}
        onChange={(event) => setKind(event.target.value as ImportKind)}
        options={[
          { value: 'employees', label: t('import.kindEmployees') },
          { value: 'companies', label: t('import.kindCompanies') },
        ]}
      />
      {kind === 'employees' ? <EmployeeImport /> : <CompanyImport />}
    </Flex>
  );
}
