import { formatCalendarDate, isoDateOf } from '@spokes/domain/format';
import type { CustomEmployeeProperty } from '@spokes/domain/employee-schema';
import type { EmployeeFieldsFragment, EmployeeInput } from '../../../generated/graphql';

/** What the form holds: text as typed, dates as DD/MM/YYYY, picked ids, custom properties by name. */
export type EmployeeFormFields = {
  first_name: string;
  last_name: string;
  email: string;
  tel: string;
  employee_title_fk?: number | null;
  employee_statute_fk?: number | null;
  language_fk?: number | null;
  employee_number: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  national_register: string;
  date_of_birth: string;
  drivers_license_date: string;
  comment_public: string;
  comment_private: string;
  custom_properties: Record<string, string>;
};

export type EmployeeFormCompany = {
  employee_required_fields: readonly string[];
  custom_employee_properties: readonly CustomEmployeeProperty[];
};

/** The spec's default employee language (id 1, nl). */
const DEFAULT_LANGUAGE_ID = 1;

export const EMPTY_EMPLOYEE: EmployeeFormFields = {
  first_name: '',
  last_name: '',
  email: '',
  tel: '',
  employee_title_fk: null,
  employee_statute_fk: null,
  language_fk: DEFAULT_LANGUAGE_ID,
  employee_number: '',
  street: '',
  house_number: '',
  zip_code: '',
  city: '',
  national_register: '',
  date_of_birth: '',
  drivers_license_date: '',
  comment_public: '',
  comment_private: '',
  custom_properties: {},
};

/** A new employee's starting fields: the company's statute when it offers only one (the language is nl already). */
export function newEmployeeFields(
  fields: EmployeeFormFields,
  statutes: readonly { id: number }[],
): EmployeeFormFields {
  return statutes.length === 1 ? { ...fields, employee_statute_fk: statutes[0].id } : fields;
}

function displayDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? formatCalendarDate({ year: +match[1], month: +match[2], day: +match[3] }) : '';
}

/** DD/MM/YYYY as the ISO day the server takes; what does not read is passed on for the schema to refuse. */

function customValues(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json || '{}');
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value ?? '')]));
}

export function fieldsOfEmployee(employee: EmployeeFieldsFragment): EmployeeFormFields {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email ?? '',
    tel: employee.tel ?? '',
    employee_title_fk: employee.employee_title_fk ?? null,
    employee_statute_fk: employee.employee_statute_fk ?? null,
    language_fk: employee.language_fk,
    employee_number: employee.employee_number ?? '',
    street: employee.street ?? '',
    house_number: employee.house_number ?? '',
    zip_code: employee.zip_code ?? '',
    city: employee.city ?? '',
    national_register: employee.national_register ?? '',
    date_of_birth: displayDate(employee.date_of_birth),
    drivers_license_date: displayDate(employee.drivers_license_date),
    comment_public: employee.comment_public ?? '',
    comment_private: employee.comment_private ?? '',
    custom_properties: customValues(employee.custom_properties),
  };
}

type SchemaInput = Omit<EmployeeInput, 'custom_properties'> & { custom_properties: Record<string, string> };

/** The form's fields as the domain schema reads them: ISO dates, custom properties as an object. */
export function schemaInput(fields: EmployeeFormFields): SchemaInput {
  return {
    ...fields,
    date_of_birth: isoDateOf(fields.date_of_birth),
    drivers_license_date:
      fields.drivers_license_date.trim() === '' ? null : isoDateOf(fields.drivers_license_date),
  };
}

/** The mutation's input: as the schema reads it, custom properties as JSON text (spec 02 section 7). */
export function employeeInput(fields: EmployeeFormFields): EmployeeInput {
  const input = schemaInput(fields);
  return { ...input, custom_properties: JSON.stringify(input.custom_properties) };
}

// Empty custom values and untouched keys compare equal, so typing and clearing is not a change.
function comparable(fields: EmployeeFormFields) {
  const custom = Object.entries(fields.custom_properties ?? {}).filter(([, value]) => (value ?? '') !== '');
  const keys = Object.keys(EMPTY_EMPLOYEE) as (keyof EmployeeFormFields)[];
  const plain = keys.filter((key) => key !== 'custom_properties').map((key) => [key, fields[key] ?? '']);
  return JSON.stringify([plain, custom.sort()]);
}

export function isChanged(initial: EmployeeFormFields, current: EmployeeFormFields): boolean {
  return comparable(initial) !== comparable(current);
}
