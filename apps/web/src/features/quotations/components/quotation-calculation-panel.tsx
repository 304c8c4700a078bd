import { Alert, Card, Descriptions, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatMoney, formatShare } from '@spokes/domain/format';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';
import type { QuotationCalculationQuery } from '../../../generated/graphql';
import { QuotationCalculationDocument } from '../api/quotation-calculation.generated';
import { SheetVersion } from './sheet-version';

type Calculation = QuotationCalculationQuery['quotationCalculation'];

const amountLabels: Record<string, string> = Object.fromEntries(LEASE_RESULT_ROWS);

/**
 * "Why this amount" on the back-office overview (super users; the server refuses everyone
 * else): the inputs the quotation stored, the sheet it was computed with and the amounts the
 * server computed again from them beside the stored ones.
 */
export function QuotationCalculationPanel({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: QuotationCalculationDocument,
    variables: { quotation_id: quotationId },
    requestPolicy: 'cache-and-network',
  });
  const calculation = data?.quotationCalculation;
  return (
    <Card title={t('quotationCalculation.title')} size="small" data-testid="quotation-calculation">
      {error && <Alert type="error" showIcon title={t('quotationCalculation.loadFailed')} />}
      {!calculation && !error && <Spin />}
      {calculation && <Explanation calculation={calculation} />}
    </Card>
  );
}

function Explanation({ calculation }: { calculation: Calculation }) {
  const { t } = useTranslation();
  const { parameters } = calculation;
  const differing = calculation.amounts.filter((row) => row.recomputed !== row.stored).length;
  // An amount field shows what the calculation read from it, in euro, whatever way it was typed.
  const amountOf = new Map(calculation.input_amounts.map((row) => [row.code, row.cents]));
  return (
    <Flex vertical gap={16}>
      {calculation.matches ? (
        <Alert type="success" showIcon title={t('quotationCalculation.matches')} />
      ) : calculation.recomputable ? (
        <Alert type="warning" showIcon title={t('quotationCalculation.differs', { count: differing })} />
      ) : (
        <Alert type="info" showIcon title={t('quotationCalculation.notRecomputable')} />
      )}
      <Descriptions
        title={t('quotationCalculation.inputs')}
        size="small"
        bordered
        column={{ xs: 1, lg: 2 }}
        items={[
          {
            key: 'bikeType',
            label: t('newQuotation.bikeType'),
            children: calculation.bike_type_code
              ? t(`documents.bikeType.${calculation.bike_type_code}`)
              : '—',
          },
          {
            key: 'statute',
            label: t('employee.statute'),
            children: calculation.statute_name ?? calculation.statute_code ?? '—',
          },
          {
            key: 'swapShare',
            label: t('quotationCalculation.swapShare'),
            children: formatShare(calculation.salary_swap_share) || '—',
          },
          {
            key: 'maintenance',
            label: t('newQuotation.maintenance'),
            children: t(
              calculation.company_has_maintenance_field
                ? 'quotationCalculation.maintenanceFromField'
                : 'quotationCalculation.maintenanceFromSheet',
            ),
          },
          ...calculation.fields.map((field) => ({
            key: `field-${field.code}`,
            label: field.name ?? field.code,
            children: amountOf.has(field.code)
              ? formatMoney(amountOf.get(field.code)!)
              : (field.value ?? '—'),
          })),
        ]}
      />
      <Descriptions
        title={t('quotationCalculation.parameters')}
        size="small"
        bordered
        column={{ xs: 1, lg: 2 }}
        items={[
          {
            key: 'sheet',
            label: t('quotationCalculation.sheet'),
            children: (
              <>
                {sheetSource(calculation, t)} · <SheetVersion version={calculation.sheet_version} />
              </>
            ),
          },
          ...(parameters ? parameterItems(parameters, calculation, t) : []),
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={calculation.amounts}
        columns={[
          {
            key: 'amount',
            title: t('quotationCalculation.amount'),
            render: (_, row) => t(amountLabels[row.key] ?? row.key),
          },
          {
            key: 'stored',
            title: t('quotationCalculation.stored'),
            align: 'right',
            render: (_, row) => formatMoney(row.stored),
          },
          {
            key: 'recomputed',
            title: t('quotationCalculation.recomputed'),
            align: 'right',
            render: (_, row) =>
              row.recomputed == null ? (
                '—'
              ) : (
                <Typography.Text type={row.recomputed === row.stored ? undefined : 'danger'}>
                  {formatMoney(row.recomputed)}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Flex>
  );
}

type T = (key: string, values?: Record<string, unknown>) => string;

function sheetSource(calculation: Calculation, t: T) {
  switch (calculation.sheet_source) {
    case 'COMPANY':
      return t('quotationCalculation.sheetOf', { company: calculation.sheet_company?.name ?? '' });
    case 'GLOBAL':
      return t('quotationCalculation.sheetGlobal');
    case 'GONE':
      return t('quotationCalculation.sheetGone');
    case 'UNKNOWN':
      return t('quotationCalculation.sheetUnknown');
  }
}

function parameterItems(parameters: NonNullable<Calculation['parameters']>, calculation: Calculation, t: T) {
  const item = (key: string, label: string, children: string) => ({ key, label, children });
  return [
    item(
      'duration',
      t('documents.field.contract_duration'),
      t('documents.contractDuration', { months: parameters.duration_months }),
    ),
    item('rate', t('quotationCalculation.interestRate'), formatShare(parameters.yearly_interest_rate)),
    item('residual', t('quotationCalculation.residualShare'), formatShare(parameters.residual_value_share)),
    item(
      'insurance',
      t('quotationCalculation.insuranceShare'),
      formatShare(parameters.insurance_yearly_share),
    ),
    item(
      'assistance',
      t('documents.field.assistance_amount'),
      formatMoney(parameters.assistance_monthly_cents),
    ),
    ...parameters.maintenance_monthly.map((row) =>
      item(
        `maintenance-${row.bike_type_code}`,
        t('quotationCalculation.maintenancePerType', { type: t(`documents.bikeType.${row.bike_type_code}`) }),
        formatMoney(row.cents),
      ),
    ),
    item('vat', t('quotationCalculation.vat'), formatShare(parameters.vat_rate)),
    item('warranty', t('newQuotation.warrantyGrant'), formatMoney(parameters.warranty_grant_cents)),
    item('min', t('quotationCalculation.minInvestment'), formatMoney(parameters.min_investment_cents)),
    item('max', t('quotationCalculation.maxInvestment'), formatMoney(parameters.max_investment_cents)),
    item('swap', t('quotationCalculation.swapShare'), formatShare(parameters.default_salary_swap_share)),
    ...calculation.salary_swap_by_statute.map((row) =>
      item(
        `swap-${row.statute_code}`,
        t('quotationCalculation.statuteSwapShare', { statute: row.statute_name ?? row.statute_code }),
        formatShare(row.share),
      ),
    ),
  ];
}
