import { z } from 'zod';
import { validateEmail } from './contact-validation';
import { errorTranslationKey, type ErrorCode } from './error-codes';
import { INPUT_MAX_LENGTH, type InputLengthKind } from './input-limits';
import { parseAmountToCents } from './money';
import { checkNewPassword } from './password';
import { invalid, isBlank, type Validated } from './validation-result';

// Zod schemas built on the validators, so a form in the web app and the resolver behind it
// refuse the same values with the same code. An issue's message is the translation key (the web
// shows t(message)); params.code carries the error code for the server's BAD_INPUT details.

export type IssueParams = { code: ErrorCode };

type Check<E extends ErrorCode, T> = (value: string) => Validated<E, T>;

type IssueSink = { addIssue: (issue: z.core.$ZodSuperRefineIssue) => void };

function addError(ctx: IssueSink, code: ErrorCode, input: unknown) {
  ctx.addIssue({
    code: 'custom',
    message: errorTranslationKey(code),
    params: { code } satisfies IssueParams,
    input,
  });
}

// A required field read through a validator; null and undefined count as empty.
export function validated<E extends ErrorCode, T>(check: Check<E, T>) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T => {
      const result = check(value ?? '');
      if (result.ok) return result.value;
      addError(ctx, result.error, value);
      return z.NEVER;
    });
}

// An optional field: empty becomes null, anything typed must pass the validator.
export function optionalValidated<E extends ErrorCode, T>(check: Check<E, T>) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T | null => {
      if (isBlank(value)) return null;
      const result = check(value ?? '');
      if (result.ok) return result.value;
      addError(ctx, result.error, value);
      return z.NEVER;
    });
}

// The field refused with TOO_LONG past its kind's maximum (input-limits.ts), before `schema`
// reads it, so the form stops where the server's input check does.
export function capped<S extends z.ZodType<unknown, string | null | undefined>>(
  kind: InputLengthKind,
  schema: S,
) {
  const max = INPUT_MAX_LENGTH[kind];
  return z
    .string()
    .nullish()
    .superRefine((value, ctx) => {
      if ((value?.length ?? 0) > max)
        ctx.addIssue({
          code: 'custom',
          message: errorTranslationKey('TOO_LONG'),
          params: { code: 'TOO_LONG', max },
          input: value,
        });
    })
    .pipe(schema);
}

export const requiredText = validated((value) =>
  isBlank(value) ? invalid('REQUIRED') : { ok: true as const, value: value.trim() },
);
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (isBlank(value) ? null : (value ?? '').trim()));

// A picked reference (brand, statute, language...): a positive id.
export const requiredId = z
  .number({ error: errorTranslationKey('REQUIRED') })
  .int()
  .positive({ error: errorTranslationKey('REQUIRED') });

export const emailSchema = validated(validateEmail);

// Number fields: minimum 0, 2 decimals, decimal comma or point; the output is cents.
export const amountSchema = validated(parseAmountToCents);
export const optionalAmountSchema = optionalValidated(parseAmountToCents);

export const signInSchema = z.object({
  email: capped('email', emailSchema),
  password: capped('password', z.string().min(1, { error: errorTranslationKey('REQUIRED') })),
});

export const resetRequestSchema = z.object({
  email: validated((value): Validated<'RESET_EMAIL_REQUIRED' | 'EMAIL_INVALID'> => {
    const result = validateEmail(value);
    if (result.ok) return result;
    return invalid(result.error === 'REQUIRED' ? 'RESET_EMAIL_REQUIRED' : result.error);
  }),
});

export const secondFactorCodeSchema = z.object({
  code: validated((value) =>
    /^\d{6}$/.test(value.trim()) ? { ok: true as const, value: value.trim() } : invalid('CODE_MISMATCH'),
  ),
});

const newPasswordFields = {
  newPassword: z.string(),
  confirmation: z.string(),
};

function refineNewPassword(
  values: { newPassword: string; confirmation: string },
  ctx: z.core.$RefinementCtx,
): void {
  const check = checkNewPassword(values.newPassword, values.confirmation);
  if (check.ok) return;
  const path = check.error === 'PASSWORD_TOO_WEAK' ? ['newPassword'] : ['confirmation'];
  ctx.addIssue({
    code: 'custom',
    message: errorTranslationKey(check.error),
    params: { code: check.error, failedRules: check.failedRules },
    input: values,
    path,
  });
}

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, { error: errorTranslationKey('REQUIRED') }),
    ...newPasswordFields,
  })
  .superRefine(refineNewPassword);

export const passwordResetSchema = z
  .object({
    code: z.string().min(1, { error: errorTranslationKey('RESET_CODE_INVALID') }),
    ...newPasswordFields,
  })
  .superRefine(refineNewPassword);

// The first error of each field of a failed parse, by dotted path: the error code where a
// validator gave one, else the translation key. For the server's BAD_INPUT details and tests.
export function issueCodes(error: z.ZodError): Record<string, ErrorCode | string> {
  const codes: Record<string, ErrorCode | string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const params = (issue as { params?: Partial<IssueParams> }).params;
    codes[path] ??= params?.code ?? issue.message;
  }
  return codes;
}
