import { lazy, Suspense, useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { useViewer } from '../../../lib/viewer/viewer-context';

// The modal and its html are not part of the first paint.
const CompanyInfoModal = lazy(() =>
  import('./company-info-modal').then((module) => ({ default: module.CompanyInfoModal })),
);

/**
 * / : the dealer home, where a new quotation starts (spec 02 section 2): pick a company, read
 * its info card, then go on to its employees. Employer-only users never get here (the router
 * sends them to /employersportal).
 */
export function DealerHomePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [companyId, setCompanyId] = useState<number | null>(null);
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('home.newQuotation')}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="viewer-identity">
          {t('home.signedInAs', { name: `${viewer.first_name} ${viewer.last_name}`, email: viewer.email })}
        </Typography.Text>
      </Flex>
      <Card style={{ maxWidth: 640 }}>
        <Flex vertical gap={8}>
          <label htmlFor="home-company">{t('home.chooseCompany')}</label>
          <CompanyPicker
            id="home-company"
            autoFocus
            disablePartnerCompanies
            value={companyId}
            onChange={setCompanyId}
            style={{ width: '100%' }}
          />
        </Flex>
      </Card>
      {companyId !== null && (
        <Suspense fallback={null}>
          <CompanyInfoModal
            companyId={companyId}
            onNext={() => navigate(`/employees/${companyId}`)}
            onAddEmployee={() => navigate(`/employee/new/${companyId}`)}
            onClose={() => setCompanyId(null)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
