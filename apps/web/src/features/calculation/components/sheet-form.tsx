import { Col, Form, InputNumber, Row } from 'antd';
import { SheetPanel } from './sheet-panel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BIKE_TYPES_IN_DISPLAY_ORDER } from '@spokes/domain/codes';
import type { SheetFormValues } from './sheet-form-model';

type Props = {
  values: SheetFormValues;
  errors: Record<string, string>;
  statutes: readonly { code: string; name: string }[];
  disabled: boolean;
  onChange: (values: SheetFormValues) => void;
};

/** Every parameter of the lease calculation: per cent for rates and shares, euro for amounts. */
export function SheetForm({ values, errors, statutes, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const item = (path: string, label: ReactNode, input: ReactNode) => (
    <Col xs={24} md={12} key={path}>
      <Form.Item
        label={label}
        htmlFor={`sheet-${path}`}
        validateStatus={errors[path] ? 'error' : undefined}
        help={errors[path] ? t(errors[path]) : undefined}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const number = (
    path: string,
    value: number | null,
    set: (value: number | null) => void,
    kind: 'percent' | 'euro' | 'months',
  ) => (
    <InputNumber<number>
      id={`sheet-${path}`}
      value={value}
      onChange={(next) => set(typeof next === 'number' ? next : null)}
      decimalSeparator=","
      precision={kind === 'euro' ? 2 : kind === 'months' ? 0 : undefined}
      min={0}
      prefix={kind === 'euro' ? '€' : undefined}
      suffix={kind === 'percent' ? '%' : undefined}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
  const field =
    <K extends keyof SheetFormValues>(key: K) =>
    (value: SheetFormValues[K]) =>
      onChange({ ...values, [key]: value });
  const plain = (
    key: Exclude<keyof SheetFormValues, 'maintenanceMonthlyCents' | 'salarySwapShareByStatute'>,
    labelKey: string,
    kind: 'percent' | 'euro' | 'months',
  ) => item(key, t(labelKey), number(key, values[key], field(key), kind));

  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <SheetPanel title={t('calculationSheet.general')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {plain('durationMonths', 'calculationSheet.durationMonths', 'months')}
          {plain('yearlyInterestRate', 'calculationSheet.yearlyInterestRate', 'percent')}
          {plain('residualValueShare', 'calculationSheet.residualValueShare', 'percent')}
          {plain('insuranceYearlyShare', 'calculationSheet.insuranceYearlyShare', 'percent')}
          {plain('vatRate', 'calculationSheet.vatRate', 'percent')}
        </Row>
      </SheetPanel>
      <SheetPanel title={t('calculationSheet.services')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {plain('assistanceMonthlyCents', 'calculationSheet.assistanceMonthly', 'euro')}
          {BIKE_TYPES_IN_DISPLAY_ORDER.map(({ code }) =>
            item(
              `maintenanceMonthlyCents.${code}`,
              t('calculationSheet.maintenanceMonthly', { type: t(`documents.bikeType.${code}`) }),
              number(
                `maintenanceMonthlyCents.${code}`,
                values.maintenanceMonthlyCents[code],
                (value) =>
                  onChange({
                    ...values,
                    maintenanceMonthlyCents: { ...values.maintenanceMonthlyCents, [code]: value },
                  }),
                'euro',
              ),
            ),
          )}
        </Row>
      </SheetPanel>
      <SheetPanel title={t('calculationSheet.limits')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {plain('minInvestmentCents', 'calculationSheet.minInvestment', 'euro')}
          {plain('maxInvestmentCents', 'calculationSheet.maxInvestment', 'euro')}
          {plain('warrantyGrantCents', 'calculationSheet.warrantyGrant', 'euro')}
        </Row>
      </SheetPanel>
      <SheetPanel title={t('calculationSheet.salarySwap')}>
        <Row gutter={16}>
          {plain('defaultSalarySwapShare', 'calculationSheet.defaultSwapShare', 'percent')}
          {statutes.map(({ code, name }) =>
            item(
              `salarySwapShareByStatute.${code}`,
              <span>
                {t('calculationSheet.statuteSwapShare', { statute: name })}{' '}
                <span style={{ opacity: 0.65 }}>({t('calculationSheet.statuteDefault')})</span>
              </span>,
              number(
                `salarySwapShareByStatute.${code}`,
                values.salarySwapShareByStatute[code] ?? null,
                (value) =>
                  onChange({
                    ...values,
                    salarySwapShareByStatute: { ...values.salarySwapShareByStatute, [code]: value },
                  }),
                'percent',
              ),
            ),
          )}
        </Row>
      </SheetPanel>
    </Form>
  );
}
