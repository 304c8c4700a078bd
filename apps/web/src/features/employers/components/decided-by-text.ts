import type { TFunction } from 'i18next';

type Decider = {
  /** handled_by / cancelled_by: a user's name, or the policy company's name. */
  by: string | null | undefined;
  /** handled_for / cancelled_for: whom a delegate decided for. */
  for: string | null | undefined;
  /** handled_by_policy_company_id / cancelled_by_policy_company_id: the policy decided. */
  policyCompanyId: number | null | undefined;
};

/**
 * Who took an employer decision, in words (issue 30): "approved (or refused) by the policy of
 * <company>" when a policy decided, "X for Y" when a delegate decided in Y's place, else the name.
 */
export function decidedByText(t: TFunction, decision: 'approve' | 'refuse', decider: Decider): string {
  if (!decider.by) return '';
  if (decider.policyCompanyId != null)
    return t(
      decision === 'approve' ? 'employerPolicies.approvedByPolicyOf' : 'employerPolicies.refusedByPolicyOf',
      { company: decider.by },
    );
  if (decider.for) return t('employerPolicies.decidedFor', { name: decider.by, for: decider.for });
  return decider.by;
}
