import type { ValidationErrorCode } from './error-codes';

// Validators never throw: a form shows the code's text beside the field and a resolver turns it
// into BAD_INPUT. On success they hand back the normalised value (uppercased, spaces removed...)
// so both sides store the same thing.
export type Validated<E extends string = ValidationErrorCode, T = string> =
  { ok: true; value: T } | { ok: false; error: E };

export function valid<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function invalid<E extends string>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function validateRequired(value: string | null | undefined): Validated<'REQUIRED'> {
  return isBlank(value) ? invalid('REQUIRED') : valid((value ?? '').trim());
}
