import { useMemo } from 'react';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEALER_LANGUAGES, dealerSettingsSchema, type DealerLanguage } from '@spokes/domain/contact-schemas';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { DealerSettingsInput } from '../../../generated/graphql';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { DealerRow } from './dealer-columns';
import { SettingsFormModal } from '../../../components/settings-form-modal';
import { formChanged } from '../../../lib/forms/form-changed';
import { useFormValid } from '../../../lib/forms/use-form-valid';

type Values = {
  name: string;
  contact: string;
  language: DealerLanguage;
  account_manager: string;
  email: string;
  tel: string;
  street: string;
  city: string;
  zip_code: string;
};

type Props = {
  /** The dealer being edited, or null for 'Nieuw'. */
  dealer: DealerRow | null;
  saving: boolean;
  onSave: (input: DealerSettingsInput) => void;
  onClose: () => void;
};

const LANGUAGE_LABELS: Record<DealerLanguage, string> = {
  nl: 'dealers.languageNl',
  fr: 'dealers.languageFr',
};

function initialValues(dealer: DealerRow | null): Values {
  return {
    name: dealer?.name ?? '',
    contact: dealer?.contact ?? '',
    language: dealer?.language === 'fr' ? 'fr' : 'nl',
    account_manager: dealer?.account_manager ?? '',
    email: dealer?.email ?? '',
    tel: dealer?.tel ?? '',
    street: dealer?.street ?? '',
    city: dealer?.city ?? '',
    zip_code: dealer?.zip_code ?? '',
  };
}

/**
 * The Dealers tab's modal (spec 03 section 2.2), for 'Nieuw' and for a dealer's name link: name,
 * contact, language, account manager, e-mail, phone, street and number, municipality and
 * postcode, checked with the server's schema; OK is enabled once valid and changed.
 */
export function DealerModal({ dealer, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => initialValues(dealer), [dealer]);
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const changed = formChanged(values, initial);
  const fields = dealerSettingsSchema.shape;
  const item = (name: keyof Values, label: string, input = <Input maxLength={INPUT_MAX_LENGTH.name} />) => (
    <Form.Item name={name} label={label} rules={[zodRule(fields[name], t)]} required={name === 'name'}>
      {input}
    </Form.Item>
  );

  return (
    <SettingsFormModal
      title={t(dealer ? 'dealers.editTitle' : 'dealers.newTitle')}
      history={dealer && { table: 'dealers', recordId: dealer.id, name: dealer.name }}
      formId="dealer-form"
      okText={t('dealers.save')}
      cancelText={t('dealers.cancel')}
      canSave={valid && changed}
      saving={saving}
      onClose={onClose}
    >
      <Form<Values>
        id="dealer-form"
        name="dealer"
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) => onSave(submitted)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {item('name', t('dealers.name'))}
          </Col>
          <Col xs={24} md={12}>
            {item('contact', t('dealers.contact'))}
          </Col>
          <Col xs={24} md={12}>
            {item(
              'language',
              t('dealers.language'),
              <Select
                options={DEALER_LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_LABELS[code]) }))}
              />,
            )}
          </Col>
          <Col xs={24} md={12}>
            {item('account_manager', t('dealers.accountManager'))}
          </Col>
          <Col xs={24} md={12}>
            {item('email', t('dealers.email'), <Input type="email" maxLength={INPUT_MAX_LENGTH.email} />)}
          </Col>
          <Col xs={24} md={12}>
            {item('tel', t('dealers.tel'), <Input type="tel" maxLength={INPUT_MAX_LENGTH.phone} />)}
          </Col>
          <Col xs={24}>{item('street', t('dealers.street'))}</Col>
          <Col xs={24} md={16}>
            {item('city', t('dealers.city'))}
          </Col>
          <Col xs={24} md={8}>
            {item('zip_code', t('dealers.zipCode'), <Input maxLength={INPUT_MAX_LENGTH.identifier} />)}
          </Col>
        </Row>
      </Form>
    </SettingsFormModal>
  );
}
