import { bikeTypeById, type LanguageCode } from '@spokes/domain/codes';
import type { PolicyMisfit } from '@spokes/domain/employer-policy';
import { formatMoney } from '@spokes/domain/format';
import type { Queryable } from '../../db/client';
import { exportTexts } from '../translations/export-texts';
import type { PolicyVerdict } from './quotation-policy-fit';

const APPROVED = 'employerPolicies.approvedByPolicy';
const MISFIT_KEYS: PolicyMisfit['key'][] = [
  'employerPolicies.misfit.bikeTypeNotAllowed',
  'employerPolicies.misfit.bikeValueAboveMax',
  'employerPolicies.misfit.monthlyLeaseAboveMax',
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * The reason a policy's decision carries, in `language` (the dealer's, who reads it in the mail
 * and on the deal): an approval names the policy; a refusal gives the policy's own reason and
 * then each way the quotation does not fit, one per line.
 */
export async function policyDecisionText(
  db: Queryable,
  verdict: PolicyVerdict,
  language: LanguageCode,
): Promise<string> {
  const bikeTypeKeys = verdict.fit?.reasons.flatMap((reason) =>
    reason.code === 'BIKE_TYPE_NOT_ALLOWED' ? [bikeTypeKey(reason.params.bikeTypeId)] : [],
  );
  const text = await exportTexts(db, language, [APPROVED, ...MISFIT_KEYS, ...(bikeTypeKeys ?? [])]);
  const company = verdict.effective?.companyName ?? '';
  if (verdict.outcome === 'approve') return fill(text(APPROVED), { company });
  const misfits = (verdict.fit?.reasons ?? []).map((reason) =>
    fill(
      text(reason.key),
      reason.code === 'BIKE_TYPE_NOT_ALLOWED'
        ? { bikeType: text(bikeTypeKey(reason.params.bikeTypeId)) }
        : { value: formatMoney(reason.params.value), max: formatMoney(reason.params.max) },
    ),
  );
  return [verdict.effective?.policy.refusal_reason ?? '', ...misfits].filter(Boolean).join('\n');
}

const bikeTypeKey = (id: number) => `documents.bikeType.${bikeTypeById(id)?.code ?? id}`;
