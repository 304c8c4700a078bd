import { useMemo, useState } from 'react';
import { Button, Col, Divider, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { StillNeededNote } from '../../../components/still-needed-note';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { EmployeeFormCompanyQuery } from '../../../generated/graphql';
import { incompleteFields, schemaFor } from './employee-completeness';
import { isoDateOf } from '@spokes/domain/format';
import { isChanged, type EmployeeFormFields } from './employee-form-model';

type Company = NonNullable<EmployeeFormCompanyQuery['companyInfo']>;
type FieldName = Exclude<keyof EmployeeFormFields, 'custom_properties'>;

type Props = {
  company: Company;
  initial: EmployeeFormFields;
  saving: boolean;
  /** Errors the server gave per field, as translation keys (e.g. 'email in use' on the e-mail). */
  serverErrors: Partial<Record<string, string>>;
  /** Set for a saved employee: the "to quotations" button may show. */
  savedEmployeeId: number | null;
  /** `thenQuote`: the "save and make a quotation" button, which goes on to a new quotation. */
  onSave: (fields: EmployeeFormFields, thenQuote: boolean) => void;
  onChange: (dirty: boolean) => void;
  onToQuotations: (employeeId: number) => void;
};

const DATE_FIELDS: readonly FieldName[] = ['date_of_birth', 'drivers_license_date'];

const LABELS: Record<FieldName, string> = {
  employee_title_fk: 'employee.title',
  first_name: 'employee.firstName',
  last_name: 'employee.lastName',
  email: 'employee.email',
  tel: 'employee.tel',
  employee_statute_fk: 'employee.statute',
  language_fk: 'employee.language',
  employee_number: 'employee.employeeNumber',
  street: 'employee.street',
  house_number: 'employee.houseNumber',
  zip_code: 'employee.zipCode',
  city: 'employee.city',
  date_of_birth: 'employee.dateOfBirth',
  drivers_license_date: 'employee.driversLicenseDate',
  national_register: 'employee.nationalRegister',
  comment_public: 'employee.commentPublic',
  comment_private: 'employee.commentPrivate',
};

const CUSTOM_PREFIX = 'custom_properties.';

// An empty date is no date (an optional one may stay empty); a typed one is read as DD/MM/YYYY.
const dateValue = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? isoDateOf(value) : null;

/**
 * The employee form of spec 02 sections 4 and 5: every field, the company's required extras and
 * custom properties. Save is enabled only when the form is complete and changed; "to quotations"
 * only for a saved, complete, unchanged employee.
 */
export function EmployeeForm({
  company,
  initial,
  saving,
  serverErrors,
  savedEmployeeId,
  onSave,
  onChange,
  onToQuotations,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmployeeFormFields>();
  const [values, setValues] = useState(initial);
  const schema = useMemo(() => schemaFor(company), [company]);
  const incomplete = incompleteFields(company, values);
  const complete = incomplete.length === 0;
  const incompleteLabels = incomplete.map((path) =>
    path.startsWith(CUSTOM_PREFIX) ? path.slice(CUSTOM_PREFIX.length) : t(LABELS[path as FieldName]),
  );
  const changed = isChanged(initial, values);
  const required = (field: string) =>
    !(schema.shape[field as FieldName] as z.ZodType).safeParse(undefined).success;

  const rule = (field: FieldName) =>
    zodRule(
      z.preprocess((v) => (DATE_FIELDS.includes(field) ? dateValue(v) : v), schema.shape[field]),
      t,
    );
  const item = (field: FieldName, input = <Input maxLength={INPUT_MAX_LENGTH.name} />, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item
        name={field}
        label={t(LABELS[field])}
        required={required(field)}
        rules={[rule(field)]}
        validateTrigger="onBlur"
        {...(serverErrors[field] ? { validateStatus: 'error', help: t(serverErrors[field]) } : {})}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const dateInput = <Input placeholder="DD/MM/YYYY" maxLength={10} inputMode="numeric" />;
  const options = (list: { id: number; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));

  return (
    <Form<EmployeeFormFields>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_changed, all) => {
        const next = { ...initial, ...all, custom_properties: { ...all.custom_properties } };
        setValues(next);
        onChange(isChanged(initial, next));
      }}
      onFinish={() => onSave(values, false)}
    >
      <Row gutter={16}>
        {item('employee_title_fk', <Select allowClear options={options(company.employeeTitles)} />, 4)}
        {item('first_name', undefined, 10)}
        {item('last_name', undefined, 10)}
        {item('email', <Input type="email" maxLength={INPUT_MAX_LENGTH.email} />)}
        {item('tel', <Input type="tel" maxLength={INPUT_MAX_LENGTH.phone} />)}
        {item(
          'employee_statute_fk',
          // A few statutes: one click each, as buttons, rather than a select's open-and-pick.
          <Radio.Group
            optionType="button"
            options={options(company.employeeStatutes)}
            aria-label={t('employee.statute')}
          />,
          8,
        )}
        {item('language_fk', <Select options={options(company.languages)} />, 8)}
        {item('employee_number', undefined, 8)}
        {item('street', undefined, 10)}
        {item('house_number', undefined, 4)}
        {item('zip_code', undefined, 4)}
        {item('city', undefined, 6)}
        {item('date_of_birth', dateInput, 8)}
        {item('drivers_license_date', dateInput, 8)}
        {item('national_register', undefined, 8)}
        {item('comment_public', <Input.TextArea rows={2} maxLength={INPUT_MAX_LENGTH.freeText} />)}
        {item('comment_private', <Input.TextArea rows={2} maxLength={INPUT_MAX_LENGTH.freeText} />)}
      </Row>
      {company.custom_employee_properties.length > 0 && (
        <>
          <Divider titlePlacement="start">{t('employee.extra')}</Divider>
          <Row gutter={16}>
            {company.custom_employee_properties.map((property) => (
              <Col xs={24} md={12} key={property.name}>
                <Form.Item
                  name={['custom_properties', property.name]}
                  label={property.name}
                  required={property.required}
                  rules={
                    property.required
                      ? [{ required: true, whitespace: true, message: t(errorTranslationKey('REQUIRED')) }]
                      : []
                  }
                  validateTrigger="onBlur"
                >
                  <Input
                    inputMode={property.type === 'number' ? 'decimal' : undefined}
                    maxLength={INPUT_MAX_LENGTH.freeText}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </>
      )}
      <Flex gap={8} justify="end" align="center" wrap>
        <StillNeededNote id="employee-still-needed" labels={incompleteLabels} />
        {savedEmployeeId !== null && (
          <Button
            disabled={changed || !complete}
            onClick={() => onToQuotations(savedEmployeeId)}
            data-testid="employee-to-quotations"
          >
            {t('employee.toQuotations')}
          </Button>
        )}
        <Button
          htmlType="submit"
          loading={saving}
          disabled={!complete || !changed}
          aria-describedby={complete ? undefined : 'employee-still-needed'}
          data-testid="employee-save"
        >
          {t('employee.save')}
        </Button>
        <Button
          type="primary"
          loading={saving}
          disabled={!complete || !changed}
          aria-describedby={complete ? undefined : 'employee-still-needed'}
          onClick={() => onSave(values, true)}
          data-testid="employee-save-and-quote"
        >
          {t('employee.saveAndQuote')}
        </Button>
      </Flex>
    </Form>
  );
}
