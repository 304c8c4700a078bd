import { useEffect, useMemo } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIKE_TYPES_IN_DISPLAY_ORDER } from '@spokes/domain/codes';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';
import type { EmployerPolicyInput } from '../../../generated/graphql';
import { formChanged } from '../../../lib/forms/form-changed';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { PolicyFieldErrors } from '../hooks/use-employer-policy';
import { policyFieldSchema, type PolicyField } from './policy-field-schema';
import { inputOfValues, type PolicyFormValues } from './policy-form-model';

type Props = {
  companyName: string;
  /** What the form starts from: the company's own policy, the one it inherits, or the empty one. */
  initial: PolicyFormValues;
  /** The company has a policy of its own (else "set an own policy"). */
  own: boolean;
  /** The company inherits: saving gives it a policy of its own, even unchanged. */
  inherits: boolean;
  saving: boolean;
  onSave: (input: EmployerPolicyInput) => Promise<PolicyFieldErrors | null>;
  onClose: () => void;
};

const FORM_ID = 'employer-policy-form';

/**
 * The company's own policy (issue 30) in a drawer: allowed bike types, the two maxima in euro,
 * what happens when a quotation fits and when it does not, and the reason the dealer reads on an
 * automatic refusal. Each field checks with the domain's `employerPolicySchema`; a field the
 * server refuses shows its text; closing with unsaved changes asks first.
 */
export function PolicyFormDrawer({ companyName, initial, own, inherits, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<PolicyFormValues>();
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const changed = formChanged(values, initial);
  const bikeTypes = Form.useWatch('bike_types', form) ?? initial.bike_types;
  const whenNotFits = Form.useWatch('when_not_fits', form) ?? initial.when_not_fits;
  // Choosing "only these bike types" with none chosen says at once why Save stays disabled.
  useEffect(() => {
    if (bikeTypes === 'some' && form.isFieldTouched('bike_types'))
      form.validateFields(['allowed_bike_type_ids']).catch(() => undefined);
  }, [bikeTypes, form]);
  const rule = (field: PolicyField) =>
    zodRule(
      policyFieldSchema(field, () => form.getFieldsValue(true) as PolicyFormValues),
      t,
    );
  const bikeTypeOptions = useMemo(
    () =>
      BIKE_TYPES_IN_DISPLAY_ORDER.map((type) => ({
        value: type.id,
        label: t(`documents.bikeType.${type.code}`),
      })),
    [t],
  );

  const close = () => {
    if (!changed) return onClose();
    modal.confirm({
      title: t('employerPolicies.unsavedTitle'),
      content: t('employerPolicies.unsavedText'),
      okText: t('employerPolicies.unsavedLeave'),
      cancelText: t('employerPolicies.cancel'),
      onOk: onClose,
    });
  };

  const submit = async (submitted: PolicyFormValues) => {
    const refused = await onSave(inputOfValues({ ...initial, ...submitted }));
    if (refused === null) return onClose();
    form.setFields(
      Object.entries(refused).map(([name, error]) => ({
        name: name as keyof PolicyFormValues,
        errors: [error],
      })),
    );
  };

  const amount = (name: 'max_bike_value' | 'max_monthly_lease', label: string, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} rules={[rule(name)]}>
      <InputNumber<number>
        decimalSeparator=","
        precision={2}
        min={0}
        prefix="€"
        placeholder={t('employerPolicies.noMaximum')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <Drawer
      open
      size={560}
      title={`${t(own ? 'employerPolicies.edit' : 'employerPolicies.setOwn')}: ${companyName}`}
      onClose={close}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>{t('employerPolicies.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            form={FORM_ID}
            loading={saving}
            disabled={!valid || !(changed || inherits)}
          >
            {t('employerPolicies.save')}
          </Button>
        </Flex>
      }
    >
      {inherits && (
        <Alert
          type="info"
          showIcon
          title={t('employerPolicies.inheritedHelp')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<PolicyFormValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) => void submit(submitted)}
      >
        <Form.Item name="bike_types" label={t('employerPolicies.allowedBikeTypes')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('employerPolicies.allBikeTypes') },
              { value: 'some', label: t('employerPolicies.someBikeTypes') },
            ]}
          />
        </Form.Item>
        {bikeTypes === 'some' && (
          <Form.Item
            name="allowed_bike_type_ids"
            dependencies={['bike_types']}
            rules={[rule('allowed_bike_type_ids')]}
          >
            <Select
              mode="multiple"
              options={bikeTypeOptions}
              aria-label={t('employerPolicies.someBikeTypes')}
              placeholder={t('employerPolicies.chooseBikeTypes')}
            />
          </Form.Item>
        )}
        {amount('max_bike_value', t('employerPolicies.maxBikeValue'), t('employerPolicies.maxBikeValueHelp'))}
        {amount('max_monthly_lease', t('employerPolicies.maxMonthlyLease'))}
        <Form.Item name="when_fits" label={t('employerPolicies.whenFits')}>
          <Radio.Group
            options={[
              { value: 'approve', label: t('employerPolicies.whenFits.approve') },
              { value: 'ask', label: t('employerPolicies.whenFits.ask') },
            ]}
          />
        </Form.Item>
        <Form.Item name="when_not_fits" label={t('employerPolicies.whenNotFits')}>
          <Radio.Group
            options={[
              { value: 'refuse', label: t('employerPolicies.whenNotFits.refuse') },
              { value: 'ask', label: t('employerPolicies.whenNotFits.ask') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="refusal_reason"
          label={t('employerPolicies.refusalReason')}
          extra={t('employerPolicies.refusalReasonHelp')}
          dependencies={['when_not_fits']}
          rules={[rule('refusal_reason')]}
          required={whenNotFits === 'refuse'}
        >
          <Input.TextArea rows={3} maxLength={INPUT_MAX_LENGTH.freeText} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
