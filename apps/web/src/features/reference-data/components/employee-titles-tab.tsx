import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import {
  CreateEmployeeTitleDocument,
  SettingsEmployeeTitlesDocument,
  UpdateEmployeeTitleDocument,
} from '../api/employee-titles.generated';
import { useReferenceChanges } from '../hooks/use-reference-changes';

/** Settings tab "Aansprekingen" (spec 03 section 2.2): name and code; new and edit, no delete. */
export function EmployeeTitlesTab() {
  const { t } = useTranslation();
  const { context, settle } = useReferenceChanges('EmployeeTitle', 'referenceTabs.failed');
  const [{ data, fetching }] = useQuery({ query: SettingsEmployeeTitlesDocument, context });
  const [, create] = useMutation(CreateEmployeeTitleDocument);
  const [, update] = useMutation(UpdateEmployeeTitleDocument);
  return (
    <ReferenceTable
      title={t('settings.employeeTitles')}
      rows={data?.employeeTitles ?? []}
      loading={fetching}
      auditTable="employee_titles"
      onCreate={({ name, code }) => settle(create({ input: { name, code } }, context))}
      onUpdate={(row, { name }) => settle(update({ id: row.id, input: { name } }, context))}
    />
  );
}
