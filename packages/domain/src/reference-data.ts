import { z } from 'zod';
import { DATA_TYPE, type DataTypeCode } from './codes';
import { capped, requiredText, validated } from './schemas';
import { invalid, isBlank, valid, type Validated } from './validation-result';

/**
 * The settings' reference rows (variants, brands, titles, statutes, field types): a name and a
 * code. Codes are what imports, calculation sheets and integrations refer to, so they are kept
 * plain: capital letters, digits, `_` and `-`, starting with a letter or digit. What is typed is
 * trimmed and upper-cased first ("speed_45" is stored as SPEED_45).
 */
const REFERENCE_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

export function validateReferenceCode(value: string): Validated<'REQUIRED' | 'REFERENCE_CODE_INVALID'> {
  if (isBlank(value)) return invalid('REQUIRED');
  const code = value.trim().toUpperCase();
  return REFERENCE_CODE.test(code) ? valid(code) : invalid('REFERENCE_CODE_INVALID');
}

const name = capped('name', requiredText);
// At most 64 characters, as every code input (INPUT_MAX_LENGTH.code).
const code = capped('code', validated(validateReferenceCode));

/** A new variant, title or statute; a brand adds its flag, a field type its data type. */
export const referenceCreateSchema = z.object({ name, code });
/** An edit changes the name (and a brand's flag): the code is fixed once created. */
export const referenceUpdateSchema = z.object({ name });

export const bikeBrandCreateSchema = referenceCreateSchema.extend({
  hidden_public_website: z.boolean().default(false),
});
export const bikeBrandUpdateSchema = referenceUpdateSchema.extend({ hidden_public_website: z.boolean() });

export const DATA_TYPE_CODES = Object.keys(DATA_TYPE) as DataTypeCode[];
export const fieldTypeCreateSchema = referenceCreateSchema.extend({ data_type: z.enum(DATA_TYPE_CODES) });
