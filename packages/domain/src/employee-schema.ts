import { z } from 'zod';
import { isoDateSchema } from './contact-schemas';
import { validateEmail, validatePhone, validatePostcode } from './contact-validation';
import { errorTranslationKey } from './error-codes';
import { validateNationalRegister } from './national-register';
import { optionalValidated, requiredId, validated } from './schemas';
import { invalid, isBlank, valid } from './validation-result';

// The employee form of spec 02 section 5, shared by the page and the createEmployee /
// updateEmployee resolvers so both refuse the same values with the same codes.

// Fields a company may make required for its employees (the "Required fields" tab).
export const OPTIONAL_EMPLOYEE_FIELDS = [
  'employee_title_fk',
  'tel',
  'employee_number',
  'national_register',
  'comment_public',
  'drivers_license_date',
] as const;
export type OptionalEmployeeField = (typeof OPTIONAL_EMPLOYEE_FIELDS)[number];

/** A property a company asks of its employees (companies.custom_employee_properties). */
export type CustomEmployeeProperty = { name: string; type: string; required: boolean };

/**
 * "All text input is sanitized": markup and control characters are dropped (line breaks stay
 * for the comments), so a name can never carry HTML into a document or mail.
 */
export function sanitizeText(value: string): string {
  const printable = Array.from(value.replace(/<[^>]*>?/g, ''))
    .filter((c) => c === '\n' || c === '\t' || (c >= ' ' && c !== '\u007F'))
    .join('');
  return printable.trim();
}

const clean = (value: unknown) => (typeof value === 'string' ? sanitizeText(value) : value);

const text = validated((value) => (isBlank(value) ? invalid('REQUIRED') : valid(value)));
const requiredText = z.preprocess(clean, text);
const optionalText = z.preprocess(
  clean,
  z
    .string()
    .nullish()
    .transform((value) => (isBlank(value) ? null : (value as string))),
);

function customPropertiesSchema(properties: readonly CustomEmployeeProperty[]) {
  return z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((values, ctx) => {
      const known: Record<string, string> = {};
      for (const property of properties) {
        const raw = values?.[property.name];
        const value = raw === undefined || raw === null ? '' : sanitizeText(String(raw));
        if (value !== '') known[property.name] = value;
        else if (property.required)
          ctx.addIssue({
            code: 'custom',
            message: errorTranslationKey('REQUIRED'),
            params: { code: 'REQUIRED' },
            path: [property.name],
            input: raw,
          });
      }
      // Values of properties the company does not (or no longer) define are dropped.
      return known;
    });
}

export function employeeFormSchema(
  requiredFields: readonly string[] = [],
  customProperties: readonly CustomEmployeeProperty[] = [],
) {
  const required = (field: OptionalEmployeeField) => requiredFields.includes(field);
  return z.object({
    first_name: requiredText,
    last_name: requiredText,
    email: validated(validateEmail),
    // The spec lists tel as always required on the dealer side.
    tel: validated(validatePhone),
    employee_statute_fk: requiredId,
    language_fk: requiredId,
    date_of_birth: isoDateSchema,
    street: requiredText,
    house_number: requiredText,
    zip_code: validated((value) => validatePostcode(value)),
    city: requiredText,
    employee_title_fk: required('employee_title_fk') ? requiredId : requiredId.nullish(),
    employee_number: required('employee_number') ? requiredText : optionalText,
    national_register: required('national_register')
      ? validated(validateNationalRegister)
      : optionalValidated(validateNationalRegister),
    comment_public: required('comment_public') ? requiredText : optionalText,
    comment_private: optionalText,
    drivers_license_date: required('drivers_license_date') ? isoDateSchema : isoDateSchema.nullish(),
    custom_properties: customPropertiesSchema(customProperties),
  });
}
export type EmployeeFormInput = z.input<ReturnType<typeof employeeFormSchema>>;
export type EmployeeFormValues = z.output<ReturnType<typeof employeeFormSchema>>;
