import { Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@spokes/domain/format';
import type { LeaseResult } from '@spokes/domain/lease-calculation';

// The amounts of spec 03 section 2.4, in the order a dealer explains them: the monthly figures first.
const rows = [
  ['lease_amount', 'newQuotation.leaseAmount'],
  ['lease_amount_vat', 'newQuotation.leaseAmountVat'],
  ['salary_swap', 'newQuotation.salarySwap'],
  ['insurance_amount', 'newQuotation.insurance'],
  ['maintenance_amount', 'newQuotation.maintenance'],
  ['assistance_amount', 'newQuotation.assistance'],
  ['warranty_grant', 'newQuotation.warrantyGrant'],
  ['total_vat_excluded', 'newQuotation.totalVatExcluded'],
  ['total_vat_included', 'newQuotation.totalVatIncluded'],
  ['residual_value', 'newQuotation.residualValue'],
] as const;

/** The result card: the live calculation while the dealer types, or a hint while it cannot be made. */
export function QuotationResultCard({
  result,
  sheetVersion,
}: {
  result: LeaseResult | null;
  sheetVersion?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('newQuotation.result')}
      extra={
        sheetVersion != null && (
          <Typography.Text type="secondary">
            {t('newQuotation.sheetVersion', { version: sheetVersion })}
          </Typography.Text>
        )
      }
      data-testid="quotation-result"
    >
      {result ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={rows.map(([key, label]) => ({
            key,
            label: t(label),
            children: <span data-testid={`result-${key}`}>{formatMoney(result[key])}</span>,
            styles: { content: { textAlign: 'right' } },
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newQuotation.resultEmpty')} />
      )}
      {result?.warning_message && (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }} role="status">
          {result.warning_message}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
