import { z } from 'zod';
import { LANGUAGE_CODES } from './codes';
import { errorTranslationKey } from './error-codes';
import { capped, emailSchema, requiredText } from './schemas';

const ids = z.array(z.number().int()).transform((values) => [...new Set(values)].sort((a, b) => a - b));

/**
 * A user as the user management form sends it. The e-mail is trimmed and lower-cased, so the
 * same address typed twice is one account; the ids are deduplicated.
 */
export const userFieldsSchema = z.object({
  first_name: capped('name', requiredText),
  last_name: capped('name', requiredText),
  email: capped(
    'email',
    emailSchema.transform((email) => email.toLowerCase()),
  ),
  language: z.enum(LANGUAGE_CODES, { error: errorTranslationKey('REQUIRED') }),
  admin: z.boolean(),
  superUser: z.boolean(),
  backoffice: z.boolean(),
  isPortaluser: z.boolean(),
  dealerIds: ids,
  companyIds: ids,
});

export type UserFields = z.output<typeof userFieldsSchema>;
export type UserFieldsInput = z.input<typeof userFieldsSchema>;
