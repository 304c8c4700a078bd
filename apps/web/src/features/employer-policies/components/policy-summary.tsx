import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@spokes/domain/format';
import type { CompanyEmployerPolicyFieldsFragment } from '../../../generated/graphql';
import { bikeTypeName } from './policy-texts';

type Policy = NonNullable<CompanyEmployerPolicyFieldsFragment['policy']>;

/** The policy in force, read-only: what it allows and what happens to a quotation. */
export function PolicySummary({ policy }: { policy: Policy }) {
  const { t } = useTranslation();
  const types = policy.allowed_bike_type_ids;
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { width: 320 } }}
      items={[
        {
          key: 'types',
          label: t('employerPolicies.allowedBikeTypes'),
          children: types
            ? types.map((id) => bikeTypeName(id, t)).join(', ')
            : t('employerPolicies.allBikeTypes'),
        },
        {
          key: 'value',
          label: t('employerPolicies.maxBikeValue'),
          children:
            policy.max_bike_value == null
              ? t('employerPolicies.noMaximum')
              : formatMoney(policy.max_bike_value),
        },
        {
          key: 'lease',
          label: t('employerPolicies.maxMonthlyLease'),
          children:
            policy.max_monthly_lease == null
              ? t('employerPolicies.noMaximum')
              : formatMoney(policy.max_monthly_lease),
        },
        {
          key: 'fits',
          label: t('employerPolicies.whenFits'),
          children: t(`employerPolicies.whenFits.${policy.when_fits}`),
        },
        {
          key: 'notFits',
          label: t('employerPolicies.whenNotFits'),
          children: t(`employerPolicies.whenNotFits.${policy.when_not_fits}`),
        },
        ...(policy.when_not_fits === 'refuse'
          ? [{ key: 'reason', label: t('employerPolicies.refusalReason'), children: policy.refusal_reason }]
          : []),
      ]}
    />
  );
}
