import { z } from 'zod';
import { validateLabHash } from './company-validation';
import { validateEmail, validatePhone, validatePostcode, validateWebsite } from './contact-validation';
import { errorTranslationKey } from './error-codes';
import { isRealDate } from './format';
import { optionalText, optionalValidated, requiredText, validated } from './schemas';
import { invalid, valid } from './validation-result';
import { validateVatNumber } from './vat-number';

// Dealer info (spec 03 section 5): the four names are required; contact data must be valid.
// Website and VAT id may stay empty (not every shop has them), but what is typed is checked.
export const dealerInfoSchema = z.object({
  official_registration_name: requiredText,
  name: requiredText,
  street: requiredText,
  city: requiredText,
  zip_code: validated((value) => validatePostcode(value)),
  email: validated(validateEmail),
  email_customers: validated(validateEmail),
  tel: validated(validatePhone),
  tel_backoffice: validated(validatePhone),
  website_url: optionalValidated(validateWebsite),
  vat_id: optionalValidated(validateVatNumber),
});
export type DealerInfoValues = z.output<typeof dealerInfoSchema>;

// Dates travel as ISO calendar days (YYYY-MM-DD) between page and server.
export const isoDateSchema = validated((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (value.trim() === '') return invalid('REQUIRED');
  if (!match) return invalid('DATE_INVALID');
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? valid(value.trim()) : invalid('DATE_INVALID');
});

// The general tab of a company: name, invoice target, language and variant are required.
export const companyGeneralSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: errorTranslationKey('REQUIRED_FIELDS_MISSING') }),
  invoice_target_fk: z
    .number({ error: errorTranslationKey('REQUIRED_FIELDS_MISSING') })
    .int()
    .positive(),
  language_fk: z
    .number({ error: errorTranslationKey('REQUIRED_FIELDS_MISSING') })
    .int()
    .positive(),
  variant_fk: z
    .number({ error: errorTranslationKey('REQUIRED_FIELDS_MISSING') })
    .int()
    .positive(),
  company_parent_fk: z.number().int().positive().nullish(),
  contact: optionalText,
  email: optionalValidated(validateEmail),
  tel: optionalValidated(validatePhone),
  customer_id: optionalText,
  lab_hash: optionalValidated(validateLabHash),
  fip: z.boolean().default(false),
  hide: z.boolean().default(false),
});
export type CompanyGeneralValues = z.output<typeof companyGeneralSchema>;
