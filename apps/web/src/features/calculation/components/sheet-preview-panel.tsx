import { Alert, Card, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHEET_PREVIEW_ROWS, SHEET_PREVIEW_SAMPLE } from '@spokes/domain/calculation-sheets';
import { formatMoney } from '@spokes/domain/format';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { useSheetPreview } from '../hooks/use-sheet-preview';

const labels: Record<string, string> = Object.fromEntries(SHEET_PREVIEW_ROWS);

/** The sample quotation with the current sheet and the edited parameters, side by side. */
export function SheetPreviewPanel({
  companyId,
  sheet,
}: {
  companyId: number;
  sheet: CalculationSheet | null;
}) {
  const { t } = useTranslation();
  const { preview, fetching, error } = useSheetPreview(companyId, sheet);
  const sample = t('calculationSheet.previewSample', {
    type: t(`documents.bikeType.${SHEET_PREVIEW_SAMPLE.bikeTypeCode}`),
    amount: formatMoney(SHEET_PREVIEW_SAMPLE.bikeValueCents),
  });
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          {t('calculationSheet.preview')}
          {fetching && sheet && <Spin size="small" />}
        </Flex>
      }
      data-testid="sheet-preview"
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{sample}</Typography.Text>
        {!sheet && <Alert type="info" showIcon title={t('calculationSheet.previewInvalid')} />}
        {sheet && error && !preview && (
          <Alert type="error" showIcon title={t('calculationSheet.previewFailed')} />
        )}
        {sheet && preview && (
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={preview.rows}
            columns={[
              {
                key: 'label',
                title: t('calculationSheet.previewAmount'),
                render: (_, row) => t(labels[row.key] ?? row.key),
              },
              {
                key: 'current',
                align: 'right',
                title: t('calculationSheet.previewCurrent', { version: preview.current_version ?? '—' }),
                render: (_, row) => (row.current === null ? '—' : formatMoney(row.current)),
              },
              {
                key: 'edited',
                align: 'right',
                title: t('calculationSheet.previewEdited'),
                render: (_, row) => {
                  const changed = row.current !== row.edited;
                  return (
                    <Typography.Text strong={changed} data-changed={changed || undefined}>
                      {formatMoney(row.edited)}
                    </Typography.Text>
                  );
                },
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
