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
// The form has two columns: internal use (the back office's) and external use (the shop's face).
export const dealerInfoInternalSchema = z.object({
  official_registration_name: requiredText,
  tel_backoffice: validated(validatePhone),
  email: validated(validateEmail),
});
export const dealerInfoExternalSchema = z.object({
  name: requiredText,
  tel: validated(validatePhone),
  email_customers: validated(validateEmail),
  zip_code: validated((value) => validatePostcode(value)),
  street: requiredText,
  city: requiredText,
  website_url: optionalValidated(validateWebsite),
  vat_id: optionalValidated(validateVatNumber),
});
export const dealerInfoSchema = z.object({
  ...dealerInfoInternalSchema.shape,
  ...dealerInfoExternalSchema.shape,
});
export type DealerInfoInternalValues = z.output<typeof dealerInfoInternalSchema>;
export type DealerInfoExternalValues = z.output<typeof dealerInfoExternalSchema>;
export const DEALER_INFO_INTERNAL_FIELDS = Object.keys(
  dealerInfoInternalSchema.shape,
) as (keyof DealerInfoInternalValues)[];
export const DEALER_INFO_EXTERNAL_FIELDS = Object.keys(
  dealerInfoExternalSchema.shape,
) as (keyof DealerInfoExternalValues)[];

// The Dealers tab's modal (spec 03 section 2.2): a name is required; e-mail, phone and postcode
// are checked where typed, the rest is free text.
export const DEALER_LANGUAGES = ['nl', 'fr'] as const;
export type DealerLanguage = (typeof DEALER_LANGUAGES)[number];
export const dealerSettingsSchema = z.object({
  name: requiredText,
  contact: optionalText,
  language: z.enum(DEALER_LANGUAGES, { error: errorTranslationKey('REQUIRED') }),
  account_manager: optionalText,
  email: optionalValidated(validateEmail),
  tel: optionalValidated(validatePhone),
  street: optionalText,
  city: optionalText,
  zip_code: optionalValidated((value) => validatePostcode(value)),
});
export type DealerSettingsValues = z.output<typeof dealerSettingsSchema>;
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
