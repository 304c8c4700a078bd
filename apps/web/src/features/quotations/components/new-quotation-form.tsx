import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Statistic, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { CompanyQuotationFields } from './new-quotation-fields';
import {
  employeeProblem,
  liveResult,
  maySave,
  newQuotationInput,
  totalOffer,
  type NewQuotationValues,
  type QuotationFormData,
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

/**
 * The new-quotation form beside its result card. The card is recomputed on every change with the
 * domain's calculation and the company's effective sheet; the server computes again on save.
 */
export function NewQuotationForm({ form, saving, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<NewQuotationValues>({});
  const result = liveResult(form, values, i18n.language);
  const saveAllowed = maySave(form, values);
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
            onValuesChange={(_, all) => setValues(all)}
            onFinish={() => onSave(values)}
          >
            <Form.Item name="deliverability" label={t('newQuotation.deliverability')} required>
              <Input maxLength={INPUT_MAX_LENGTH.freeText} autoFocus />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="bike_type_fk" label={t('newQuotation.bikeType')} required>
                  <Select options={form.bike_types.map((type) => ({ value: type.id, label: type.name }))} />
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
            <Tooltip title={saveAllowed ? undefined : t('newQuotation.saveDisabled')}>
              <Button type="primary" htmlType="submit" disabled={!saveAllowed} loading={saving}>
                {t('newQuotation.save')}
              </Button>
            </Tooltip>
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
