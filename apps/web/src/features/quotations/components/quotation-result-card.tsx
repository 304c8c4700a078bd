import { Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@spokes/domain/format';
import type { LeaseResult } from '@spokes/domain/lease-calculation';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';

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
          items={LEASE_RESULT_ROWS.map(([key, label]) => ({
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
