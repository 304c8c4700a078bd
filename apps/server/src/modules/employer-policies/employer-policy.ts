import { eq, inArray } from 'drizzle-orm';
import { employerPolicySchema, type EmployerPolicy } from '@spokes/domain/employer-policy';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employerPolicies } from '../../db/schema/employer-policies';
import { fail } from '../../errors';
import { companyAncestry } from '../access/company-tree';
import type { Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { requirePolicyAdmin, requirePolicyReader } from './employer-policies.access';

const policyColumns = {
  allowed_bike_type_ids: employerPolicies.allowed_bike_type_ids,
  max_bike_value: employerPolicies.max_bike_value,
  max_monthly_lease: employerPolicies.max_monthly_lease,
  when_fits: employerPolicies.when_fits,
  when_not_fits: employerPolicies.when_not_fits,
  refusal_reason: employerPolicies.refusal_reason,
};

/** The policy a company's quotations answer to, and the company that set it. */
export type EffectivePolicy = { policy: EmployerPolicy; companyId: number; companyName: string };

/** The company's own policy or else its nearest ancestor's; null when none above it has one. */
export async function effectiveEmployerPolicy(
  db: Queryable,
  companyId: number,
): Promise<EffectivePolicy | null> {
  const chain = await companyAncestry(db, companyId);
  const rows = await db
    .select({ ...policyColumns, companyId: employerPolicies.company_fk, companyName: companies.name })
    .from(employerPolicies)
    .innerJoin(companies, eq(companies.id, employerPolicies.company_fk))
    .where(inArray(employerPolicies.company_fk, chain));
  const nearest = chain
    .map((id) => rows.find((row) => row.companyId === id))
    .find((row) => row !== undefined);
  if (!nearest) return null;
  const { companyId: sourceId, companyName, ...policy } = nearest;
  return { policy, companyId: sourceId, companyName };
}

/** What the policy screen shows of a company: the policy in force, whose it is, and whether it is the company's own. */
export async function getEmployerPolicy(db: Queryable, viewer: Viewer, companyId: number) {
  await requirePolicyReader(db, viewer, companyId);
  const effective = await effectiveEmployerPolicy(db, companyId);
  return { companyId, own: effective?.companyId === companyId, effective };
}

/** Sets the company's own policy (its employer admin or a super user); audited with the company. */
export async function setEmployerPolicy(db: Db, viewer: Viewer, companyId: number, input: unknown) {
  await requirePolicyAdmin(db, viewer, companyId);
  const parsed = employerPolicySchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  const policy = parsed.data;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(policyColumns)
      .from(employerPolicies)
      .where(eq(employerPolicies.company_fk, companyId))
      .for('update');
    const [after] = await tx
      .insert(employerPolicies)
      .values({ company_fk: companyId, ...policy })
      .onConflictDoUpdate({ target: employerPolicies.company_fk, set: { ...policy, updated_at: new Date() } })
      .returning(policyColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'employer_policies',
      recordId: companyId,
      owner: { table: 'companies', recordId: companyId },
      action: before ? 'update' : 'create',
      before,
      after,
    });
  });
  return getEmployerPolicy(db, viewer, companyId);
}

/** Removes the company's own policy: it inherits its ancestors' again. NOT_FOUND when it has none. */
export async function removeEmployerPolicy(db: Db, viewer: Viewer, companyId: number) {
  await requirePolicyAdmin(db, viewer, companyId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(employerPolicies)
      .where(eq(employerPolicies.company_fk, companyId))
      .returning(policyColumns);
    if (!before) fail('NOT_FOUND');
    await recordSettingsChange(tx, viewer, {
      table: 'employer_policies',
      recordId: companyId,
      owner: { table: 'companies', recordId: companyId },
      action: 'delete',
      before,
    });
  });
  return getEmployerPolicy(db, viewer, companyId);
}
