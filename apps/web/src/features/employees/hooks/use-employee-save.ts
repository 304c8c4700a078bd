import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { EmployeeFieldsFragment } from '../../../generated/graphql';
import { errorCode, fieldErrorCodes } from '../../../lib/graphql/errors';
import { CreateEmployeeDocument, UpdateEmployeeDocument } from '../api/employee-form.generated';
import { employeeInput, type EmployeeFormFields } from '../components/employee-form-model';

/**
 * Creates or updates the employee. A refusal the form can show lands on its field ('email in
 * use' on the e-mail, BAD_INPUT per field); anything else is the spec's toast.
 */
export function useEmployeeSave(onSaved: (employee: EmployeeFieldsFragment) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [created, create] = useMutation(CreateEmployeeDocument);
  const [updated, update] = useMutation(UpdateEmployeeDocument);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  /** Answers the saved employee, or null when the save was refused (the error is shown). */
  async function save(
    fields: EmployeeFormFields,
    target: { employeeId: number | null; companyId: number },
  ): Promise<EmployeeFieldsFragment | null> {
    setServerErrors({});
    const input = employeeInput(fields);
    const result =
      target.employeeId === null
        ? await create({ company_id: target.companyId, input }).then((r) => ({
            error: r.error,
            employee: r.data?.createEmployee,
          }))
        : await update({ id: target.employeeId, input }).then((r) => ({
            error: r.error,
            employee: r.data?.updateEmployee,
          }));
    if (result.employee) {
      void message.success(t('employee.saved'));
      onSaved(result.employee);
      return result.employee;
    }
    const code = result.error ? errorCode(result.error) : undefined;
    if (code === 'EMAIL_IN_USE') setServerErrors({ email: errorTranslationKey('EMAIL_IN_USE') });
    else if (code === 'BAD_INPUT' && result.error)
      setServerErrors(
        Object.fromEntries(
          Object.entries(fieldErrorCodes(result.error)).map(([field, fieldCode]) => [
            field,
            errorTranslationKey(fieldCode!),
          ]),
        ),
      );
    else void message.error(t('common.somethingWentWrong'));
    return null;
  }

  return {
    save,
    saving: created.fetching || updated.fetching,
    serverErrors,
    clearServerErrors: () => setServerErrors({}),
  };
}
