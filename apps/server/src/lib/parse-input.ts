import { issueCodes } from '@spokes/domain/schemas';
import type { z } from 'zod';
import { fail } from '../errors';

/** The input read through a domain schema, or BAD_INPUT with the error code of each wrong field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}
