import { Alert, Button, Col, Divider, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { isoDateOf } from '@spokes/domain/format';
import {
  selfServiceDetailsSchema,
  selfServiceRequestSchema,
  type SelfServiceDetailField,
} from '@spokes/domain/self-service';
import { z } from 'zod';
import { CompanyQuotationFields } from '../../../components/company-quotation-fields';
import { zodRule } from '../../../lib/forms/zod-rule';
import { dealerLabel, type SelfServiceFormData, type SelfServiceValues } from './self-service-model';

type Props = {
  form: SelfServiceFormData;
  values: SelfServiceValues;
  calculating: boolean;
  refusal: string | null;
  onCalculate: (values: SelfServiceValues) => void;
};

const DETAIL_INPUTS: Record<SelfServiceDetailField, { inputMode?: 'tel' | 'numeric'; placeholder?: string }> =
  {
    tel: { inputMode: 'tel' },
    employee_number: {},
    national_register: { inputMode: 'numeric' },
    drivers_license_date: { inputMode: 'numeric', placeholder: 'DD/MM/YYYY' },
    comment_public: {},
  };

/**
 * Step 2 (spec 03 section 2.5): the bike (type, the company's quotation fields with the dealer
 * form's controls), the shop by postcode, the statute (the company's first by default), name,
 * e-mail and the employee fields the company requires. "Bereken" asks the server.
 */
export function SelfServiceForm({ form, values, calculating, refusal, onCalculate }: Props) {
  const { t } = useTranslation();
  const [antForm] = Form.useForm<SelfServiceValues>();
  const schema = selfServiceRequestSchema(form.detail_fields).shape;
  const details = selfServiceDetailsSchema(form.detail_fields).shape;
  // The date is typed as the screens show it and checked as the server reads it.
  const detailRule = (field: SelfServiceDetailField) =>
    zodRule(
      field === 'drivers_license_date'
        ? z.preprocess(
            (value) => (typeof value === 'string' && value.trim() ? isoDateOf(value) : value),
            details[field],
          )
        : details[field],
      t,
    );
  const required = { required: true, message: t('errors.required') };
  return (
    <Form<SelfServiceValues>
      form={antForm}
      layout="vertical"
      initialValues={values}
      onFinish={() => onCalculate(antForm.getFieldsValue(true) as SelfServiceValues)}
      scrollToFirstError
    >
      {!form.sheet_ready && (
        <Alert
          type="error"
          showIcon
          title={t('errors.calculationSheetMissing')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Divider titlePlacement="start">{t('selfService.bike')}</Divider>
      <Form.Item name="bike_type_fk" label={t('newQuotation.bikeType')} rules={[required]}>
        <Radio.Group
          optionType="button"
          options={form.bike_types.map((type) => ({ value: type.id, label: type.name }))}
          aria-label={t('newQuotation.bikeType')}
        />
      </Form.Item>
      <CompanyQuotationFields fields={form.fields} />
      <Form.Item name="dealer_fk" label={t('selfService.dealer')} rules={[required]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('selfService.dealerPlaceholder')}
          options={form.dealers.map((dealer) => ({ value: dealer.id, label: dealerLabel(dealer) }))}
        />
      </Form.Item>
      <Divider titlePlacement="start">{t('selfService.you')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('selfService.name')} required rules={[zodRule(schema.name, t)]}>
            <Input autoComplete="name" maxLength={INPUT_MAX_LENGTH.name} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('selfService.email')}
            required
            rules={[zodRule(schema.email, t)]}
            validateTrigger="onBlur"
          >
            <Input type="email" autoComplete="email" inputMode="email" maxLength={INPUT_MAX_LENGTH.email} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="employee_statute_fk" label={t('selfService.statute')} rules={[required]}>
            <Select options={form.statutes.map((statute) => ({ value: statute.id, label: statute.name }))} />
          </Form.Item>
        </Col>
        {(form.detail_fields as SelfServiceDetailField[]).map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item
              name={['details', field]}
              label={t(`companySettings.required.${field}`)}
              required
              rules={[detailRule(field)]}
              validateTrigger="onBlur"
            >
              <Input {...DETAIL_INPUTS[field]} maxLength={INPUT_MAX_LENGTH.freeText} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={calculating}
        disabled={!form.sheet_ready}
        block
      >
        {t('selfService.calculate')}
      </Button>
    </Form>
  );
}
