import { BIKE_TYPES_IN_DISPLAY_ORDER, bikeTypeById, type LanguageCode } from '@spokes/domain/codes';
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
const bikeTypeKey = (id: number) => `documents.bikeType.${bikeTypeById(id)?.code ?? id}`;
const TEXT_KEYS = [
  APPROVED,
  ...MISFIT_KEYS,
  ...BIKE_TYPES_IN_DISPLAY_ORDER.map((type) => bikeTypeKey(type.id)),
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * The reason a policy's decision carries, in `language` (the dealer's, who reads it in the mail
 * and on the deal), as the strings table has it: an approval names the policy; a refusal gives
 * the policy's own reason and then each way the quotation does not fit, one per line.
 */
export async function policyDecisionText(
  db: Queryable,
  verdict: PolicyVerdict,
  language: LanguageCode,
): Promise<string> {
  const text = await exportTexts(db, language, TEXT_KEYS);
  if (verdict.outcome === 'approve')
    return fill(text(APPROVED), { company: verdict.effective?.companyName ?? '' });
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
