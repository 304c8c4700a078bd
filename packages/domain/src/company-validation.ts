import { LAB_HASH_MAX_LENGTH } from './limits';
import { invalid, valid, type Validated } from './validation-result';

// The lease-a-bike hash is optional; when given it is at most 6 characters.
export function validateLabHash(value: string | null | undefined): Validated<'LAB_HASH_TOO_LONG'> {
  const hash = (value ?? '').trim();
  return hash.length > LAB_HASH_MAX_LENGTH ? invalid('LAB_HASH_TOO_LONG') : valid(hash);
}

// Access codes and free-text filters arrive from open pages: strip control characters and
// markup brackets and collapse whitespace, which is what "sanitised" meant in the old product.
export function sanitiseText(value: string | null | undefined): string {
  return stripUnsafeCharacters(value, ' ').replace(/\s+/g, ' ').trim();
}

/** Control characters and markup brackets replaced (by nothing unless told), as a form field types. */
export function stripUnsafeCharacters(value: string | null | undefined, replacement = ''): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is stripped here
  return (value ?? '').replace(/[\u0000-\u001f\u007f<>]/g, replacement);
}

export function validateAccessCode(value: string | null | undefined): Validated<'ACCESS_CODE_REQUIRED'> {
  const code = sanitiseText(value);
  return code === '' ? invalid('ACCESS_CODE_REQUIRED') : valid(code);
}
