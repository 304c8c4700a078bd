import { lazy, Suspense, useState } from 'react';
import { Alert, App, Card, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { CompanyPicker } from '../../../components/company-picker';
import type { EmployeeFieldsFragment } from '../../../generated/graphql';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { EmployeeDocument, EmployeeFormCompanyDocument } from '../api/employee-form.generated';
import { useEmployeeSave } from '../hooks/use-employee-save';
import {
  EMPTY_EMPLOYEE,
  fieldsOfEmployee,
  newEmployeeFields,
  type EmployeeFormFields,
} from './employee-form-model';

// The form and the domain's schema (with the phone number library) load beside the page's
// queries rather than with the page: the first paint is the spinner while the data arrives.
const loadForm = () => import('./employee-form');
const EmployeeForm = lazy(() => loadForm().then((module) => ({ default: module.EmployeeForm })));

// /ext/employee's query parameters (spec 02 section 2), by form field.
const PREFILL: Partial<Record<keyof EmployeeFormFields, string>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  tel: 'tel',
  street: 'street',
  house_number: 'house_number',
  zip_code: 'zip_code',
  city: 'city',
};

function prefilled(search: URLSearchParams): EmployeeFormFields {
  const fields = { ...EMPTY_EMPLOYEE };
  for (const [field, parameter] of Object.entries(PREFILL)) {
    const value = search.get(parameter);
    if (value !== null) Object.assign(fields, { [field]: value });
  }
  return fields;
}

/**
 * /employee/new/:companyId, /employee/new, /ext/employee and /employee/:employeeId/:companyId.
 * Without a company in the address the company is chosen with the picker first.
 */
export function EmployeeFormPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const params = useParams();
  const [search] = useSearchParams();
  const employeeId = params.employeeId ? Number(params.employeeId) : null;
  const [pickedCompanyId, setPickedCompanyId] = useState<number | null>(null);
  const companyId = params.companyId ? Number(params.companyId) : pickedCompanyId;
  const [dirty, setDirty] = useState(false);
  // Start the form's download with the queries, not after them.
  useState(() => void loadForm());
  const [saved, setSaved] = useState<EmployeeFieldsFragment | null>(null);

  const [employeeResult] = useQuery({
    query: EmployeeDocument,
    variables: { id: employeeId ?? 0 },
    pause: employeeId === null,
  });
  const [companyResult] = useQuery({
    query: EmployeeFormCompanyDocument,
    variables: { company_id: companyId ?? 0 },
    pause: companyId === null,
  });
  const { save, saving, serverErrors } = useEmployeeSave((employee) => {
    setDirty(false);
    setSaved(employee);
    if (employeeId === null)
      void navigate(`/employee/${employee.id}/${employee.company_fk}`, { replace: true });
  });

  useLeaveGuard(dirty, (leave) =>
    modal.confirm({
      title: t('employee.discardTitle'),
      content: t('employee.discardText'),
      okText: t('employee.discard'),
      cancelText: t('employee.stay'),
      onOk: () => {
        setDirty(false);
        leave();
      },
    }),
  );

  const employee = saved ?? employeeResult.data?.employee ?? null;
  const company = companyResult.data?.companyInfo;
  const error = employeeResult.error ?? companyResult.error;
  const initial = employee
    ? fieldsOfEmployee(employee)
    : newEmployeeFields(prefilled(search), company?.employeeStatutes ?? []);
  const loading = employeeResult.fetching || companyResult.fetching;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <PageTitle>{t(employeeId === null ? 'employee.newTitle' : 'employee.editTitle')}</PageTitle>
      {params.companyId === undefined && (
        <Flex vertical gap={4}>
          <label htmlFor="employee-company">{t('employee.company')}</label>
          <CompanyPicker
            id="employee-company"
            disablePartnerCompanies
            value={pickedCompanyId}
            onChange={setPickedCompanyId}
            style={{ maxWidth: 480 }}
          />
        </Flex>
      )}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {loading && <Skeleton active />}
      {company && !loading && (employeeId === null || employee) && (
        <Card title={company.name}>
          <Suspense fallback={<Skeleton active />}>
            <EmployeeForm
              // A save starts the form over from what the server stored.
              key={`${company.id}-${employee?.id ?? 'new'}-${saved ? JSON.stringify(saved) : ''}`}
              company={company}
              initial={initial}
              saving={saving}
              serverErrors={serverErrors}
              savedEmployeeId={employee?.id ?? null}
              onSave={(fields, thenQuote) =>
                void save(fields, { employeeId, companyId: company.id }).then((stored) => {
                  if (stored && thenQuote) void navigate(`/quotations/${stored.id}/new`);
                })
              }
              onChange={setDirty}
              onToQuotations={(id) => navigate(`/quotations/${id}`)}
            />
          </Suspense>
        </Card>
      )}
    </Flex>
  );
}
