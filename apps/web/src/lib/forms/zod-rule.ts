import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { errorTranslationKey } from '@spokes/domain/error-codes';

// An Ant Design form rule from a domain zod schema, so a field refuses what the server's schema
// refuses, with the same code. The domain's schemas put the error's translation key in the
// issue's message (packages/domain/src/schemas.ts); zod's own messages are English text, shown
// as the generic bad-input message instead.

function issueKey(message: string): string {
  return message.startsWith('errors.') ? message : errorTranslationKey('BAD_INPUT');
}

export function zodRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      // A custom issue's params fill its text's placeholders, e.g. TOO_LONG's {{max}}.
      const params = issue?.code === 'custom' ? issue.params : undefined;
      throw new Error(t(issueKey(issue?.message ?? ''), params));
    },
  };
}
