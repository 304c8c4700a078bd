import { isoDateOf } from '@spokes/domain/format';
import type { SelfServiceDetailField } from '@spokes/domain/self-service';
import type { SelfServiceFormQuery, SelfServiceRequestInput } from '../../../generated/graphql';
import { fieldValues, type FieldControlValue } from '../../../lib/calculation/field-values';

export type SelfServiceFormData = SelfServiceFormQuery['selfServiceForm'];

export type SelfServiceValues = {
  bike_type_fk?: number;
  dealer_fk?: number;
  employee_statute_fk?: number;
  name?: string;
  email?: string;
  details?: Partial<Record<SelfServiceDetailField, string>>;
  fields?: Record<string, FieldControlValue>;
};

/** The company's first statute is the default (spec 03 section 2.5). */
export function initialSelfServiceValues(form: SelfServiceFormData): SelfServiceValues {
  return { employee_statute_fk: form.statutes[0]?.id };
}

/** The calculation request of the form's values; the driving licence date typed DD/MM/YYYY. */
export function selfServiceRequest(
  form: SelfServiceFormData,
  values: SelfServiceValues,
): SelfServiceRequestInput {
  const details = values.details ?? {};
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    employee_statute_fk: values.employee_statute_fk ?? 0,
    bike_type_fk: values.bike_type_fk ?? 0,
    dealer_fk: values.dealer_fk ?? 0,
    fields: fieldValues(form.fields, values.fields),
    details: {
      ...details,
      drivers_license_date: details.drivers_license_date?.trim()
        ? isoDateOf(details.drivers_license_date)
        : null,
    },
  };
}

/** A dealer as the employee searches it: postcode and town first, the list's order. */
export function dealerLabel(dealer: SelfServiceFormData['dealers'][number]) {
  const place = [dealer.zip_code, dealer.city].filter(Boolean).join(' ');
  return place ? `${place} · ${dealer.name}` : dealer.name;
}
