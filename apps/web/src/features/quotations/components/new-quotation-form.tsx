import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Statistic } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { StillNeededNote } from '../../../components/still-needed-note';
import { CompanyQuotationFields } from '../../../components/company-quotation-fields';
import {
  employeeProblem,
  initialValues,
  liveResult,
  newQuotationInput,
  saveNeeds,
  totalOffer,
  type NewQuotationValues,
  type QuotationFormData,
  type SaveNeed,
} from './new-quotation';
import { QuotationResultCard } from './quotation-result-card';
import { formatMoney } from '@spokes/domain/format';

type Props = {
  form: QuotationFormData;
  saving: boolean;
  onSave: (values: NewQuotationValues) => void;
};

/** The Axus or speed-pedelec rule the employee record fails, with a way to complete the employee. */
function EmployeeProblem({ form, bikeTypeId }: { form: QuotationFormData; bikeTypeId?: number }) {
  const { t } = useTranslation();
  const problem = employeeProblem(form, bikeTypeId);
  if (!problem) return null;
  const { employee } = form;
  return (
    <Alert
      type="error"
      showIcon
      title={t(
        problem.error === 'ALD_FIELDS_MISSING'
          ? 'errors.aldFieldsMissing'
          : 'errors.speedPedelecFieldsMissing',
      )}
      description={t('newQuotation.missing', {
        fields: problem.fields.map((field) => t(`newQuotation.employeeField.${field}`)).join(', '),
      })}
      action={
        <Link to={`/employee/${employee.id}/${employee.company_id}`}>
          {t('newQuotation.completeEmployee')}
        </Link>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

const NEED_LABELS = {
  deliverability: 'newQuotation.deliverability',
  bikeType: 'newQuotation.bikeType',
  bikeBrand: 'newQuotation.bikeBrand',
  dealer: 'newQuotation.dealer',
  sheet: 'newQuotation.calculationSheet',
} as const;

const needLabelKey = (need: SaveNeed) =>
  need.kind === 'employee' ? `newQuotation.employeeField.${need.field}` : NEED_LABELS[need.kind];

/**
 * The new-quotation form beside its result card. The card is recomputed on every change with the
 * domain's calculation and the company's effective sheet; the server computes again on save.
 */
export function NewQuotationForm({ form, saving, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<NewQuotationValues>(() => initialValues(form));
  const result = liveResult(form, values, i18n.language);
  const needs = saveNeeds(form, values);
  const saveAllowed = needs.length === 0;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card>
          <EmployeeProblem form={form} bikeTypeId={values.bike_type_fk} />
          {!form.sheet.ready && (
            <Alert
              type="error"
              showIcon
              title={t('errors.calculationSheetMissing')}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<NewQuotationValues>
            layout="vertical"
            initialValues={values}
            onValuesChange={(_, all) => setValues(all)}
            onFinish={() => onSave(values)}
          >
            <Form.Item name="deliverability" label={t('newQuotation.deliverability')} required>
              <Input maxLength={INPUT_MAX_LENGTH.freeText} autoFocus />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24}>
                <Form.Item name="bike_type_fk" label={t('newQuotation.bikeType')} required>
                  {/* Four kinds: one click each, as buttons, rather than a select's open-and-pick. */}
                  <Radio.Group
                    optionType="button"
                    options={form.bike_types.map((type) => ({ value: type.id, label: type.name }))}
                    aria-label={t('newQuotation.bikeType')}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bike_brand_fk" label={t('newQuotation.bikeBrand')} required>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={form.bike_brands.map((brand) => ({ value: brand.id, label: brand.name }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <CompanyQuotationFields fields={form.fields} />
            <Statistic
              title={t('newQuotation.totalOffer')}
              value={formatMoney(totalOffer(form, values) ?? 0)}
              style={{ marginBottom: 16 }}
            />
            <Flex gap={12} align="center" wrap>
              <Button
                type="primary"
                htmlType="submit"
                disabled={!saveAllowed}
                loading={saving}
                aria-describedby={saveAllowed ? undefined : 'quotation-still-needed'}
              >
                {t('newQuotation.save')}
              </Button>
              <StillNeededNote
                id="quotation-still-needed"
                labels={needs.map((need) => t(needLabelKey(need)))}
              />
            </Flex>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        {/* Stays in view while a long list of company fields scrolls by. */}
        <div style={{ position: 'sticky', top: 16 }}>
          <QuotationResultCard
            result={result}
            sheetVersion={form.sheet.version}
            input={saveAllowed ? newQuotationInput(form, values) : null}
          />
        </div>
      </Col>
    </Row>
  );
}
