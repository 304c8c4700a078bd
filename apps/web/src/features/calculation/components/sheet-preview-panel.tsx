import type { CSSProperties } from 'react';
import { Alert, Flex, Spin, theme, Typography } from 'antd';
import { SheetPanel } from './sheet-panel';
import { useTranslation } from 'react-i18next';
import { SHEET_PREVIEW_ROWS, SHEET_PREVIEW_SAMPLE } from '@spokes/domain/calculation-sheets';
import { formatMoney } from '@spokes/domain/format';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { useSheetPreview } from '../hooks/use-sheet-preview';

const labels: Record<string, string> = Object.fromEntries(SHEET_PREVIEW_ROWS);

type Preview = NonNullable<ReturnType<typeof useSheetPreview>['preview']>;

/**
 * Old and new amounts in three columns. A plain table, not Ant Design's: the page is reached
 * from the company modal and must stay within a route's 400 kB, which the Table component broke.
 */
function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorSplit}`,
  };
  const amount: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
  const head: CSSProperties = { background: token.colorFillAlter, fontWeight: token.fontWeightStrong };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ ...cell, ...head, textAlign: 'left' }}>{t('calculationSheet.previewAmount')}</th>
          <th style={{ ...amount, ...head }}>
            {t('calculationSheet.previewCurrent', { version: preview.current_version ?? '—' })}
          </th>
          <th style={{ ...amount, ...head }}>{t('calculationSheet.previewEdited')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => {
          const changed = row.current !== row.edited;
          return (
            <tr key={row.key}>
              <td style={cell}>{t(labels[row.key] ?? row.key)}</td>
              <td style={amount}>{row.current === null ? '—' : formatMoney(row.current)}</td>
              <td style={amount}>
                <Typography.Text strong={changed} data-changed={changed || undefined}>
                  {formatMoney(row.edited)}
                </Typography.Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

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
    <SheetPanel
      title={
        <Flex gap={8} align="center">
          {t('calculationSheet.preview')}
          {fetching && sheet && <Spin size="small" />}
        </Flex>
      }
      testId="sheet-preview"
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{sample}</Typography.Text>
        {!sheet && <Alert type="info" showIcon title={t('calculationSheet.previewInvalid')} />}
        {sheet && error && !preview && (
          <Alert type="error" showIcon title={t('calculationSheet.previewFailed')} />
        )}
        {sheet && preview && <PreviewTable preview={preview} />}
      </Flex>
    </SheetPanel>
  );
}
