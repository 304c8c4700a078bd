import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import {
  CreateEmployeeStatuteDocument,
  SettingsEmployeeStatutesDocument,
  UpdateEmployeeStatuteDocument,
} from '../api/employee-statutes.generated';
import { useReferenceChanges } from '../hooks/use-reference-changes';

/** Settings tab "Statuten" (spec 03 section 2.2): name and code; new and edit, no delete. */
export function EmployeeStatutesTab() {
  const { t } = useTranslation();
  const { context, settle } = useReferenceChanges('EmployeeStatute', 'referenceTabs.failed');
  const [{ data, fetching }] = useQuery({ query: SettingsEmployeeStatutesDocument, context });
  const [, create] = useMutation(CreateEmployeeStatuteDocument);
  const [, update] = useMutation(UpdateEmployeeStatuteDocument);
  return (
    <ReferenceTable
      title={t('settings.employeeStatutes')}
      rows={data?.employeeStatutes ?? []}
      loading={fetching}
      auditTable="employee_statutes"
      onCreate={({ name, code }) => settle(create({ input: { name, code } }, context))}
      onUpdate={(row, { name }) => settle(update({ id: row.id, input: { name } }, context))}
    />
  );
}
