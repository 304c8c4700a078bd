import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { SettingsHistoryButton } from '../../../components/settings-history-button';
import { useTranslation } from 'react-i18next';
import { stripUnsafeCharacters } from '@spokes/domain/company-validation';
import { dealerInfoSchema } from '@spokes/domain/contact-schemas';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { DealerInfoFieldsFragment, DealerInfoInput } from '../../../generated/graphql';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import {
  inputOfValues,
  isChanged,
  valuesOfDealer,
  type DealerInfoTextField,
  type DealerInfoValues,
} from './dealer-info-model';

type Props = {
  dealer: DealerInfoFieldsFragment;
  brands: { id: number; name: string }[];
  saving: boolean;
  /** Answers the dealer as stored (normalised), or null when the save failed. */
  onSave: (input: DealerInfoInput) => Promise<DealerInfoFieldsFragment | null>;
  onDirtyChange: (dirty: boolean) => void;
};

const LABELS: Record<DealerInfoTextField, string> = {
  official_registration_name: 'dealerInfo.officialRegistrationName',
  tel_backoffice: 'dealerInfo.telBackoffice',
  email: 'dealerInfo.emailBackoffice',
  name: 'dealerInfo.shopName',
  tel: 'dealerInfo.telCustomers',
  email_customers: 'dealerInfo.emailCustomers',
  zip_code: 'dealerInfo.zipCode',
  street: 'dealerInfo.street',
  city: 'dealerInfo.city',
  website_url: 'dealerInfo.website',
  vat_id: 'dealerInfo.vatId',
};

const MAX_LENGTH: Partial<Record<DealerInfoTextField, number>> = {
  tel_backoffice: INPUT_MAX_LENGTH.phone,
  tel: INPUT_MAX_LENGTH.phone,
  email: INPUT_MAX_LENGTH.email,
  email_customers: INPUT_MAX_LENGTH.email,
  zip_code: INPUT_MAX_LENGTH.identifier,
  vat_id: INPUT_MAX_LENGTH.identifier,
  website_url: INPUT_MAX_LENGTH.freeText,
};

// Sanitised on input (spec 03 section 5): control characters and markup brackets never get in.
const sanitise = (value: unknown) => (typeof value === 'string' ? stripUnsafeCharacters(value) : value);

/**
 * The dealer info form (spec 03 sections 2.1, 4 and 5): the internal-use and the external-use
 * column, each field checked with the server's schema and its spec text. Save is enabled once
 * the form is valid and differs from what is saved; Cancel puts the saved values back and is
 * disabled while nothing changed (after a save or a cancel). A dealer admin sees the internal
 * column and the in-use switch read-only.
 */
export function DealerInfoForm({ dealer, brands, saving, onSave, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DealerInfoValues>();
  const [saved, setSaved] = useState(() => valuesOfDealer(dealer));
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const internalEditable = dealer.internal_editable;
  const schema = dealerInfoSchema.shape;
  const changed = isChanged(saved, values);

  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);
  // Stored values a rule refuses (entered before the rules, or by hand) show their text at once:
  // otherwise Save would stay disabled without a word. Empty fields wait until they are touched.
  useEffect(() => {
    const filled = (Object.keys(saved) as (keyof DealerInfoValues)[]).filter(
      (field) => typeof saved[field] === 'string' && saved[field] !== '',
    );
    form.validateFields(filled).catch(() => undefined);
    // Once, for what the form started with.
  }, []);

  const brandOptions = useMemo(
    () => brands.map((brand) => ({ value: brand.id, label: brand.name })),
    [brands],
  );

  const text = (field: DealerInfoTextField, disabled = false) => (
    <Form.Item
      name={field}
      label={t(LABELS[field])}
      rules={disabled ? [] : [zodRule(schema[field], t)]}
      required={!disabled && !['website_url', 'vat_id'].includes(field)}
      normalize={sanitise}
    >
      <Input
        disabled={disabled}
        maxLength={MAX_LENGTH[field] ?? INPUT_MAX_LENGTH.name}
        type={field.startsWith('email') ? 'email' : field.startsWith('tel') ? 'tel' : 'text'}
        placeholder={field === 'website_url' ? 'https://' : undefined}
      />
    </Form.Item>
  );

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      void message.error(t('dealerInfo.formErrors'));
      return;
    }
    const current = { ...saved, ...form.getFieldsValue(true) } as DealerInfoValues;
    const stored = await onSave(inputOfValues(current, internalEditable));
    if (!stored) return;
    const next = valuesOfDealer(stored);
    setSaved(next);
    form.setFieldsValue(next);
  };

  return (
    <Form<DealerInfoValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      name="dealer-info"
      onFinish={() => void submit()}
      aria-label={t('dealerInfo.title')}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dealerInfo.internal')}>
            {!internalEditable && (
              <Alert
                type="info"
                showIcon
                title={t('dealerInfo.internalReadOnly')}
                style={{ marginBottom: 16 }}
              />
            )}
            {text('official_registration_name', !internalEditable)}
            {text('tel_backoffice', !internalEditable)}
            {text('email', !internalEditable)}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dealerInfo.external')}>
            {text('name')}
            <Row gutter={16}>
              <Col xs={24} md={12}>
                {text('tel')}
              </Col>
              <Col xs={24} md={12}>
                {text('email_customers')}
              </Col>
              <Col xs={24} md={16}>
                {text('street')}
              </Col>
              <Col xs={24} md={8}>
                {text('zip_code')}
              </Col>
              <Col xs={24} md={12}>
                {text('city')}
              </Col>
              <Col xs={24} md={12}>
                {text('vat_id')}
              </Col>
            </Row>
            {text('website_url')}
            <Form.Item name="bike_brand_ids" label={t('dealerInfo.brands')}>
              <Select
                mode="multiple"
                allowClear
                options={brandOptions}
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('dealerInfo.brands')}
              />
            </Form.Item>
            <Form.Item name="active" label={t('dealerInfo.inUse')} valuePropName="checked">
              <Switch disabled={!internalEditable} aria-label={t('dealerInfo.inUse')} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        {/* Only a super user reads the change log; the internal column is theirs alone too. */}
        {internalEditable && (
          <SettingsHistoryButton table="dealers" recordId={dealer.id} name={dealer.name} />
        )}
        <Button disabled={!changed || saving} onClick={() => form.resetFields()}>
          {t('dealerInfo.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!valid || !changed}>
          {t('dealerInfo.save')}
        </Button>
      </Flex>
    </Form>
  );
}
