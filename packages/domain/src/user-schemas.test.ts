import { describe, expect, it } from 'vitest';
import { issueCodes } from './schemas';
import { userFieldsSchema, type UserFieldsInput } from './user-schemas';

const input: UserFieldsInput = {
  first_name: ' Nina ',
  last_name: 'Nieuw',
  email: '  Nina.Nieuw@Example.BE ',
  language: 'fr',
  admin: false,
  superUser: false,
  backoffice: false,
  isPortaluser: false,
  dealerIds: [3, 1, 3],
  companyIds: [],
};

describe('user fields', () => {
  it('trims and lower-cases the e-mail, trims names and deduplicates ids', () => {
    const parsed = userFieldsSchema.parse(input);
    expect(parsed.email).toBe('nina.nieuw@example.be');
    expect(parsed.first_name).toBe('Nina');
    expect(parsed.dealerIds).toEqual([1, 3]);
  });

  it('refuses a malformed e-mail, an empty name and an unknown language', () => {
    const result = userFieldsSchema.safeParse({ ...input, email: 'nina@', last_name: ' ', language: 'es' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issueCodes(result.error)).toMatchObject({
      email: 'EMAIL_INVALID',
      last_name: 'REQUIRED',
      language: 'errors.required',
    });
  });

  it('refuses a name over 200 characters and an e-mail over 254 with TOO_LONG', () => {
    const email = `${'a'.repeat(244)}@example.be`;
    const result = userFieldsSchema.safeParse({ ...input, first_name: 'N'.repeat(201), email });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issueCodes(result.error)).toEqual({ first_name: 'TOO_LONG', email: 'TOO_LONG' });
    expect(userFieldsSchema.safeParse({ ...input, first_name: 'N'.repeat(200) }).success).toBe(true);
  });
});
