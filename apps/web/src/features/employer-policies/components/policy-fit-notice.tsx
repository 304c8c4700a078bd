import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { QuotationPolicyFitDocument } from '../api/quotation-policy-fit.generated';
import { misfitText } from './policy-texts';

// The verdict changes with the quotation (its bike, its amounts) and with the company's policy.
const context = { additionalTypenames: ['Quotation', 'Order', 'CompanyEmployerPolicy'] };

/**
 * What the dealer sees before the order goes to the decider (issue 30): whether the quotation
 * fits its company's policy, every reason it does not (amounts in euro), and what sending will
 * do: approve or refuse it automatically (with the policy's reason), or leave it to the employer.
 * Nothing without a policy.
 */
export function PolicyFitNotice({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({
    query: QuotationPolicyFitDocument,
    variables: { quotation_id: quotationId },
    context,
  });
  const verdict = data?.quotationPolicyFit;
  if (!verdict?.has_policy) return null;
  const company = verdict.policy_company_name ?? '';
  // Set apart from the next step's blue notice above it: green fits, orange left to the employer, red refused.
  const type = verdict.fits ? 'success' : verdict.outcome === 'refuse' ? 'error' : 'warning';
  return (
    <Alert
      type={type}
      showIcon
      data-testid="policy-fit"
      title={t(verdict.fits ? 'employerPolicies.fits' : 'employerPolicies.notFits', { company })}
      description={
        <>
          {verdict.reasons.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {verdict.reasons.map((reason) => (
                <li key={reason.code}>{misfitText(reason, t)}</li>
              ))}
            </ul>
          )}
          <Typography.Text strong>{t(`employerPolicies.outcome.${verdict.outcome}`)}</Typography.Text>
          {verdict.outcome === 'refuse' && verdict.refusal_reason && (
            <div>{t('employerPolicies.refusalReasonShown', { reason: verdict.refusal_reason })}</div>
          )}
        </>
      }
    />
  );
}
