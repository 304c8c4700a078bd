import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Input } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { EMPLOYEE_SEARCH_MIN_LENGTH } from '@spokes/domain/limits';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { EmployeeFormCompanyDocument } from '../api/employee-form.generated';
import { CompanyEmployeesDocument, EmployeeSearchDocument } from '../api/employee-lists.generated';
import { EmployeeLookupTabs } from './employee-lookup-tabs';
import { EmployeeTable } from './employee-table';

/** Matches on first or last name, any case (the local filter of spec 02 section 5). */
export function matchesName(employee: { first_name: string; last_name: string }, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  return text === '' || `${employee.first_name} ${employee.last_name}`.toLowerCase().includes(text);
}

function AddEmployeeButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(to)}>
      {t('employees.add')}
    </Button>
  );
}

function CompanyEmployees({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [filter, setFilter] = useState('');
  const [{ data, fetching, error }] = useQuery({
    query: CompanyEmployeesDocument,
    variables: { company_id: companyId },
  });
  // The form's company query: its name heads the list, and the form finds it cached.
  const [company] = useQuery({ query: EmployeeFormCompanyDocument, variables: { company_id: companyId } });
  const all = data?.companyEmployees;
  const shown = useMemo(() => (all ?? []).filter((employee) => matchesName(employee, filter)), [all, filter]);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>
          {t('employees.title')}
          {company.data?.companyInfo ? ` · ${company.data.companyInfo.name}` : ''}
        </PageTitle>
        <AddEmployeeButton to={`/employee/new/${companyId}`} />
      </Flex>
      <Card>
        <EmployeeLookupTabs companyId={companyId} />
      </Card>
      {(error ?? company.error) && (
        <Alert type="error" showIcon title={errorMessage((error ?? company.error)!)} />
      )}
      <Card
        title={t('employees.count', { count: all?.length ?? 0 })}
        extra={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            aria-label={t('employees.filter')}
            placeholder={t('employees.filter')}
            maxLength={INPUT_MAX_LENGTH.search}
            onChange={(event) => setFilter(event.target.value)}
            style={{ width: 280 }}
          />
        }
      >
        <EmployeeTable employees={shown} loading={fetching} />
      </Card>
    </Flex>
  );
}

/** /employees without a company: the super users' search across companies, from 5 characters. */
function EmployeeSearch() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [{ data, fetching, error }] = useQuery({
    query: EmployeeSearchDocument,
    variables: { search },
    pause: search.length < EMPLOYEE_SEARCH_MIN_LENGTH,
  });
  const submit = (value: string) => {
    const text = value.trim();
    const tooShort = text.length < EMPLOYEE_SEARCH_MIN_LENGTH;
    setNotice(tooShort ? t(errorTranslationKey('SEARCH_TOO_SHORT')) : null);
    setSearch(tooShort ? '' : text);
  };
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{t('employees.title')}</PageTitle>
        <AddEmployeeButton to="/employee/new" />
      </Flex>
      <Flex gap={8} style={{ maxWidth: 560 }}>
        <Input
          aria-label={t('employees.searchAll')}
          placeholder={t('employees.searchAll')}
          prefix={<SearchOutlined />}
          maxLength={INPUT_MAX_LENGTH.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => submit(typed)}
        />
        <Button type="primary" onClick={() => submit(typed)}>
          {t('employees.search')}
        </Button>
      </Flex>
      {notice && <Alert type="warning" showIcon title={notice} data-testid="search-notice" />}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {search !== '' && (
        <EmployeeTable employees={data?.employeeSearch ?? []} loading={fetching} showCompany />
      )}
    </Flex>
  );
}

/** /employees/:companyId and /employees (spec 02 section 2, Employees). */
export function EmployeesPage() {
  const viewer = useViewer();
  const { companyId } = useParams();
  if (companyId !== undefined) return <CompanyEmployees companyId={Number(companyId)} />;
  if (!isSuperUser(viewer)) return <Navigate to="/" replace />;
  return <EmployeeSearch />;
}
