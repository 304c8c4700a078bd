import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmployerCompanyPicker, useEmployerCompanies } from '../../../components/company-picker';
import { buildCompanyTree } from '../../../components/company-tree';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { DelegationsCard } from './delegations-card';
import { PolicyCard } from './policy-card';

/**
 * /employersportal/policy (issue 30, employer admins): a company's policy for its quotations and
 * its delegates, the first of the employer's companies chosen until the picker says otherwise
 * (as the cost centres page does). The server decides who may read and change them.
 */
export function EmployerPoliciesPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const superUser = isSuperUser(viewer);
  const { companies } = useEmployerCompanies();
  // undefined: nothing picked yet (the first company); null: the picker was cleared.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const companyId = picked === undefined ? (buildCompanyTree(companies)[0]?.id ?? null) : picked;
  const companyName = companies.find((company) => company.id === companyId)?.name ?? '';

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('employerPolicies.title')}
        </Typography.Title>
        <EmployerCompanyPicker
          value={companyId}
          onChange={setPicked}
          placeholder={t('employerPolicies.pickCompany')}
          ariaLabel={t('employerPolicies.company')}
          style={{ minWidth: 280 }}
        />
      </Flex>
      {companyId === null ? (
        <Typography.Text type="secondary">{t('employerPolicies.pickCompany')}</Typography.Text>
      ) : (
        <>
          <PolicyCard
            key={`policy-${companyId}`}
            companyId={companyId}
            companyName={companyName}
            superUser={superUser}
          />
          <DelegationsCard
            key={`delegations-${companyId}`}
            companyId={companyId}
            companyName={companyName}
            superUser={superUser}
            viewerId={viewer.id}
          />
        </>
      )}
    </Flex>
  );
}
