import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  issueCodes,
  optionalAmountSchema,
  passwordChangeSchema,
  passwordResetSchema,
  resetRequestSchema,
  secondFactorCodeSchema,
  signInSchema,
} from './schemas';

describe('sign-in and password schemas', () => {
  it('trims the e-mail and needs a password', () => {
    expect(signInSchema.parse({ email: ' an@fietsen.be ', password: 'x' })).toEqual({
      email: 'an@fietsen.be',
      password: 'x',
    });
    const failed = signInSchema.safeParse({ email: 'an', password: '' });
    expect(failed.success).toBe(false);
    if (!failed.success) {
      expect(issueCodes(failed.error)).toEqual({ email: 'EMAIL_INVALID', password: 'errors.required' });
      expect(failed.error.issues[0]?.message).toBe('errors.emailInvalid');
    }
  });

  it('asks for the e-mail with its own text on a reset request', () => {
    const failed = resetRequestSchema.safeParse({ email: '' });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({ email: 'RESET_EMAIL_REQUIRED' });
  });

  it('refuses a weak new password on the new-password field, with the failed rules', () => {
    const failed = passwordChangeSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'fiets',
      confirmation: 'fiets',
    });
    expect(failed.success).toBe(false);
    if (!failed.success) {
      const issue = failed.error.issues[0];
      expect(issue?.path).toEqual(['newPassword']);
      expect(issue?.message).toBe('errors.passwordTooWeak');
      expect((issue as { params?: { failedRules?: string[] } }).params?.failedRules).toContain('UPPERCASE');
    }
  });

  it('refuses a different confirmation on the confirmation field', () => {
    const failed = passwordResetSchema.safeParse({
      code: 'abc',
      newPassword: 'Fietsen#2024',
      confirmation: 'Fietsen#2023',
    });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({ confirmation: 'PASSWORD_MISMATCH' });
    expect(
      passwordResetSchema.safeParse({
        code: 'abc',
        newPassword: 'Fietsen#2024',
        confirmation: 'Fietsen#2024',
      }).success,
    ).toBe(true);
  });

  it('needs six digits for an SMS code', () => {
    expect(secondFactorCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(secondFactorCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});

describe('amount schemas', () => {
  it('turns typed euros into cents', () => {
    expect(amountSchema.parse('1.234,56')).toBe(123456);
    expect(optionalAmountSchema.parse('')).toBeNull();
    expect(optionalAmountSchema.parse(undefined)).toBeNull();
    const failed = amountSchema.safeParse('12,345');
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({ '': 'AMOUNT_INVALID' });
  });
});
