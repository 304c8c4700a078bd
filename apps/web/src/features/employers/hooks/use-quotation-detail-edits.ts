import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { formatDate, parseDate, storeDateAt11 } from '@spokes/domain/format';
import type { EmployerQuotationQuery } from '../../../generated/graphql';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { SaveEmployerQuotationDetailsDocument } from '../api/employer-quotation-edits.generated';

export type EmployerQuotation = EmployerQuotationQuery['employerQuotation'];
type Field = 'employeeNumber' | 'costcenter' | 'earliestDeliveryDate';
type Values = Record<Field, string>;

/** What a change in the modal touches: the modal's query, and the portal's lists of quotations. */
export const employerQuotationChanged = { additionalTypenames: ['EmployerQuotation', 'Quotation', 'Order'] };

function savedValues(quotation: EmployerQuotation): Values {
  return {
    employeeNumber: quotation.employee.employee_number ?? '',
    costcenter: quotation.costcenter ?? '',
    earliestDeliveryDate: quotation.earliest_delivery_date
      ? formatDate(new Date(quotation.earliest_delivery_date))
      : '',
  };
}

/**
 * The three fields the employer edits (employee number, cost centre, earliest delivery date as
 * DD/MM/YYYY), saved together: only the changed ones are sent, the day at 11:00 in Brussels and
 * an emptied date as null. Save is possible while the status allows it, something changed and
 * the date reads. The caller remounts it (a key) when the saved quotation changes.
 */
export function useQuotationDetailEdits(quotation: EmployerQuotation) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [saved] = useState(() => savedValues(quotation));
  const [values, setValues] = useState(saved);
  const [costCenterError, setCostCenterError] = useState<string | null>(null);
  const [{ fetching: saving }, mutate] = useMutation(SaveEmployerQuotationDetailsDocument);

  const date = values.earliestDeliveryDate.trim();
  const day = date === '' ? null : parseDate(date);
  const dateInvalid = date !== '' && day === null;
  const changed = (field: Field) => values[field].trim() !== saved[field].trim();
  const dirty = changed('employeeNumber') || changed('costcenter') || changed('earliestDeliveryDate');

  const set = (field: Field, value: string) => {
    if (field === 'costcenter') setCostCenterError(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const save = async () => {
    const { error } = await mutate(
      {
        id: quotation.id,
        ...(changed('employeeNumber') ? { employeeNumber: values.employeeNumber } : {}),
        ...(changed('costcenter') ? { costcenter: values.costcenter } : {}),
        ...(changed('earliestDeliveryDate')
          ? { earliestDeliveryDate: day && storeDateAt11(day).toISOString() }
          : {}),
      },
      employerQuotationChanged,
    );
    if (!error) void message.success(t('employerQuotation.saved'));
    else if (errorCode(error) === 'COST_CENTER_UNKNOWN') setCostCenterError(errorText(error));
    else void message.error(errorText(error));
  };

  return {
    values,
    set,
    dateInvalid,
    costCenterError,
    canSave: quotation.may_edit && dirty && !dateInvalid,
    saving,
    save,
  };
}

export type QuotationDetailEdits = ReturnType<typeof useQuotationDetailEdits>;
