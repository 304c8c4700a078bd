import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@spokes/domain/format';
import type { LeaseResult } from '@spokes/domain/lease-calculation';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';

/** The amounts a calculation gives (spec 03 section 2.4) and the text of its warning. */
export type LeaseFigures = Omit<LeaseResult, 'warning_code'>;

/**
 * The amounts of a lease calculation under the screens' labels, right-aligned, and its warning
 * as a notice read out when it appears (the dealer's result card, the employee's simulation).
 */
export function LeaseResultTable({ result }: { result: LeaseFigures }) {
  const { t } = useTranslation();
  return (
    <>
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
      {result.warning_message && (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }} role="status">
          {result.warning_message}
        </Typography.Paragraph>
      )}
    </>
  );
}
