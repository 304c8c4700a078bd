import { eq } from 'drizzle-orm';
import { policyFit, policyOutcome, type PolicyFit, type PolicyOutcome } from '@spokes/domain/employer-policy';
import type { Queryable } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireAccess } from '../access/access-table';
import type { Viewer } from '../access/viewer';
import { effectiveEmployerPolicy, type EffectivePolicy } from './employer-policy';

/** What the company's policy says of a quotation, and what SEND_TO_DECIDER will do with it. */
export type PolicyVerdict = {
  quotationId: number;
  /** null: no policy applies, the employer decides. */
  effective: EffectivePolicy | null;
  fit: PolicyFit | null;
  outcome: PolicyOutcome;
};

/** The verdict on the quotation as it is now (its bike type, total offer and lease incl. VAT). */
export async function readPolicyVerdict(db: Queryable, quotationId: number): Promise<PolicyVerdict> {
  const [quotation] = await db
    .select({
      companyId: quotations.company_fk,
      bikeTypeId: quotations.bike_type_fk,
      bikeValue: quotations.total_vat_included,
      monthlyLease: quotations.lease_amount_vat,
    })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  if (!quotation) fail('NOT_FOUND');
  const effective = await effectiveEmployerPolicy(db, quotation.companyId);
  const fit = effective && policyFit(effective.policy, quotation);
  return { quotationId, effective, fit, outcome: policyOutcome(effective?.policy ?? null, fit) };
}

/**
 * quotationPolicyFit (issue 30): whoever may read the quotation, the dealer before sending it
 * especially, sees whether it fits its company's policy, why not, and what will happen.
 */
export async function quotationPolicyFit(db: Queryable, viewer: Viewer, quotationId: number) {
  await requireAccess(db, viewer, 'quotation', quotationId, 'read');
  return readPolicyVerdict(db, quotationId);
}
