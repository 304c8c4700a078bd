import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NextStep } from '@spokes/domain/next-step';

/** The order's next step and what it still needs, at the top of the actions card. */
export function OrderNextStep({ next }: { next: NextStep }) {
  const { t } = useTranslation();
  const needs = next.needs.map((need) => t(`quotationOverview.needs.${need}`));
  return (
    <Alert
      type={next.step === 'ENDED' || next.step === 'DELIVERED' ? 'success' : 'info'}
      showIcon
      title={`${t('quotationOverview.nextStep')}: ${t(`quotationOverview.step.${next.step}`)}`}
      description={
        needs.length > 0 && (
          <Typography.Text>
            {t('quotationOverview.stillNeeded')}: {needs.join(', ')}
          </Typography.Text>
        )
      }
    />
  );
}
