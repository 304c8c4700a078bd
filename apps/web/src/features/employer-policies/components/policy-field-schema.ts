import { z } from 'zod';
import { employerPolicySchema } from '@spokes/domain/employer-policy';
import type { EmployerPolicyInput } from '../../../generated/graphql';
import { inputOfValues, type PolicyFormValues } from './policy-form-model';

// Beside the form model, not in it: zod loads with the drawer, not with the policy page.

/** The fields the domain's schema names in its issues, as the form names them. */
export type PolicyField = keyof EmployerPolicyInput;

/**
 * A schema for one field of the form: the whole form, as the server would receive it, checked
 * with the domain's `employerPolicySchema`, keeping the issues of that field only (the rules
 * that tie fields together, such as a reason with an automatic refusal, live in the schema).
 */
export function policyFieldSchema(field: PolicyField, currentValues: () => Partial<PolicyFormValues>) {
  return z.unknown().superRefine((_value, ctx) => {
    const result = employerPolicySchema.safeParse(inputOfValues(currentValues()));
    if (result.success) return;
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (!issue) return;
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      params: issue.code === 'custom' ? issue.params : undefined,
    });
  });
}
