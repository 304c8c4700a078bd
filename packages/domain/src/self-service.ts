import { z } from 'zod';
import { isoDateSchema } from './contact-schemas';
import { validateEmail, validatePhone } from './contact-validation';
import { sanitizeText } from './employee-schema';
import { validateNationalRegister } from './national-register';
import { optionalText, optionalValidated, requiredId, requiredText, validated } from './schemas';

// Employee self-service (spec 03 sections 2.5 and 3): an employee with the company's access code
// computes a quotation without one being stored, and may have it mailed.

/**
 * The employee fields a company may require ("Required fields" tab) that an employee can give
 * about themselves; the title, a choice from the back office's list, is left to the dealer.
 */
export const SELF_SERVICE_DETAIL_FIELDS = [
  'tel',
  'employee_number',
  'national_register',
  'drivers_license_date',
  'comment_public',
] as const;
export type SelfServiceDetailField = (typeof SELF_SERVICE_DETAIL_FIELDS)[number];

/** The company's required fields that the self-service form asks, in the form's order. */
export function selfServiceDetailFields(requiredFields: readonly string[]): SelfServiceDetailField[] {
  return SELF_SERVICE_DETAIL_FIELDS.filter((field) => requiredFields.includes(field));
}

const clean = (value: unknown) => (typeof value === 'string' ? sanitizeText(value) : value);
const optionalDate = isoDateSchema.nullish().transform((value) => value ?? null);

/** The detail fields, each required when the company requires it, read as the employee form reads them. */
export function selfServiceDetailsSchema(requiredFields: readonly string[]) {
  const required = (field: SelfServiceDetailField) => requiredFields.includes(field);
  const text = (field: SelfServiceDetailField) =>
    required(field) ? z.preprocess(clean, requiredText) : z.preprocess(clean, optionalText);
  return z.object({
    tel: required('tel') ? validated(validatePhone) : optionalValidated(validatePhone),
    employee_number: text('employee_number'),
    national_register: required('national_register')
      ? validated(validateNationalRegister)
      : optionalValidated(validateNationalRegister),
    drivers_license_date: required('drivers_license_date') ? isoDateSchema : optionalDate,
    comment_public: text('comment_public'),
  });
}

/** The calculation request of one company; `requiredFields` are the company's required employee fields. */
export function selfServiceRequestSchema(requiredFields: readonly string[] = []) {
  return z.object({
    name: z.preprocess(clean, requiredText),
    email: validated(validateEmail),
    employee_statute_fk: requiredId,
    bike_type_fk: requiredId,
    dealer_fk: requiredId,
    fields: z.array(z.object({ field_fk: requiredId, value: z.string().nullable() })),
    // Left out, the details are all empty: the company's required ones are then refused.
    details: z.preprocess((value) => value ?? {}, selfServiceDetailsSchema(requiredFields)),
  });
}
export type SelfServiceRequest = z.output<ReturnType<typeof selfServiceRequestSchema>>;
export type SelfServiceRequestInput = z.input<ReturnType<typeof selfServiceRequestSchema>>;
