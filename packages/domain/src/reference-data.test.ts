import { describe, expect, it } from 'vitest';
import { issueCodes } from './schemas';
import { fieldTypeCreateSchema, referenceCreateSchema, validateReferenceCode } from './reference-data';

describe('reference codes', () => {
  it('trims and upper-cases a typed code', () => {
    expect(validateReferenceCode(' speed_45-x ')).toEqual({ ok: true, value: 'SPEED_45-X' });
  });

  it.each(['A B', 'É', '_LEADING', '-X', 'A.B', 'A/B'])('refuses %j', (typed) => {
    expect(validateReferenceCode(typed)).toEqual({ ok: false, error: 'REFERENCE_CODE_INVALID' });
  });

  it('refuses an empty code and a blank name', () => {
    const parsed = referenceCreateSchema.safeParse({ name: '  ', code: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error && issueCodes(parsed.error)).toEqual({ name: 'REQUIRED', code: 'REQUIRED' });
  });

  it('refuses a code longer than 64 characters', () => {
    const parsed = referenceCreateSchema.safeParse({ name: 'X', code: 'A'.repeat(65) });
    expect(parsed.error && issueCodes(parsed.error)).toEqual({ code: 'TOO_LONG' });
  });

  it('knows only the three data types of a field type', () => {
    expect(fieldTypeCreateSchema.safeParse({ name: 'X', code: 'X', data_type: 'LIST' }).success).toBe(true);
    expect(fieldTypeCreateSchema.safeParse({ name: 'X', code: 'X', data_type: 'DATE' }).success).toBe(false);
  });
});
