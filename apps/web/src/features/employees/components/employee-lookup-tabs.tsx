import { useState } from 'react';
import { Alert, Button, Flex, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { EmployeeRowFragment } from '../../../generated/graphql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import {
  EmployeeByAccessCodeDocument,
  EmployeeByNameAndEmailDocument,
} from '../api/employee-lists.generated';
import { EmployeeTable } from './employee-table';

type Outcome = { kind: 'found'; employee: EmployeeRowFragment } | { kind: 'notice'; text: string } | null;
type NameFields = { first_name?: string; last_name?: string; email?: string };

const NAME_LABELS = {
  first_name: 'employee.firstName',
  last_name: 'employee.lastName',
  email: 'employee.email',
} as const;

/**
 * The two searches inside a company (spec 02 section 5): by barcode (the access code, which
 * must not be empty) and by first name + last name + e-mail (all three needed).
 */
export function EmployeeLookupTabs({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const errorMessage = useErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState<NameFields>({});

  async function run<T>(
    lookup: () => Promise<{ data?: T; error?: Parameters<typeof errorMessage>[0] }>,
    pick: (data: T) => EmployeeRowFragment | null | undefined,
  ) {
    setBusy(true);
    const result = await lookup();
    setBusy(false);
    if (result.error) return setOutcome({ kind: 'notice', text: errorMessage(result.error) });
    const employee = result.data ? pick(result.data) : null;
    setOutcome(employee ? { kind: 'found', employee } : { kind: 'notice', text: t('employees.notFound') });
  }

  function byCode() {
    if (code.trim() === '')
      return setOutcome({ kind: 'notice', text: t(errorTranslationKey('BARCODE_REQUIRED')) });
    void run(
      () =>
        client
          .query(
            EmployeeByAccessCodeDocument,
            { code, company_id: companyId },
            { requestPolicy: 'network-only' },
          )
          .toPromise(),
      (data) => data.employeeByAccessCode,
    );
  }

  function byName(fields: NameFields) {
    const complete = fields.first_name?.trim() && fields.last_name?.trim() && fields.email?.trim();
    if (!complete)
      return setOutcome({ kind: 'notice', text: t(errorTranslationKey('REQUIRED_FIELDS_MISSING')) });
    void run(
      () =>
        client
          .query(
            EmployeeByNameAndEmailDocument,
            {
              first_name: fields.first_name!,
              last_name: fields.last_name!,
              email: fields.email!,
              company_id: companyId,
            },
            { requestPolicy: 'network-only' },
          )
          .toPromise(),
      (data) => data.employeeByNameAndEmail,
    );
  }

  const result =
    outcome?.kind === 'found' ? (
      <EmployeeTable employees={[outcome.employee]} />
    ) : outcome?.kind === 'notice' ? (
      <Alert type="warning" showIcon title={outcome.text} data-testid="lookup-notice" />
    ) : null;

  return (
    <Flex vertical gap={12}>
      <Tabs
        onChange={() => setOutcome(null)}
        items={[
          {
            key: 'barcode',
            label: t('employees.tabBarcode'),
            children: (
              <Flex vertical gap={12}>
                <Flex gap={8}>
                  <Input
                    aria-label={t('employees.barcodeAccessCode')}
                    placeholder={t('employees.barcodeAccessCode')}
                    value={code}
                    maxLength={INPUT_MAX_LENGTH.code}
                    onChange={(event) => setCode(event.target.value)}
                    onPressEnter={byCode}
                    style={{ maxWidth: 320 }}
                  />
                  <Button type="primary" onClick={byCode} loading={busy}>
                    {t('employees.search')}
                  </Button>
                </Flex>
              </Flex>
            ),
          },
          {
            key: 'name-email',
            label: t('employees.tabNameEmail'),
            children: (
              <Flex vertical gap={12}>
                <Flex gap={8} wrap>
                  {(['first_name', 'last_name', 'email'] as const).map((field) => (
                    <Input
                      key={field}
                      aria-label={t(NAME_LABELS[field])}
                      placeholder={t(NAME_LABELS[field])}
                      value={name[field] ?? ''}
                      maxLength={field === 'email' ? INPUT_MAX_LENGTH.email : INPUT_MAX_LENGTH.name}
                      onChange={(event) => setName({ ...name, [field]: event.target.value })}
                      onPressEnter={() => byName(name)}
                      style={{ width: 220 }}
                    />
                  ))}
                  <Button type="primary" onClick={() => byName(name)} loading={busy}>
                    {t('employees.search')}
                  </Button>
                </Flex>
              </Flex>
            ),
          },
        ]}
      />
      {result}
    </Flex>
  );
}
