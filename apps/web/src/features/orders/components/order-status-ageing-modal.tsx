import { useMemo } from 'react';
import { Checkbox, Form, InputNumber, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_AGEING_DAYS, ageingDaysSchema, escalationAfterLimit } from '@spokes/domain/order-status-ageing';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import type { OrderStatusAgeingFieldsFragment, OrderStatusAgeingInput } from '../../../generated/graphql';
import { SettingsFormModal } from '../../../components/settings-form-modal';
import { formChanged } from '../../../lib/forms/form-changed';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import { zodRule } from '../../../lib/forms/zod-rule';
import type { AgeingFieldErrors } from '../hooks/use-order-status-ageing-mutations';

type Values = Omit<OrderStatusAgeingInput, 'order_status_id' | 'escalate_after_days'> & {
  escalate_after_days: number | null;
};

type Props = {
  status: { id: number; name: string };
  /** The status's limit, or null when it has none yet. */
  limit: OrderStatusAgeingFieldsFragment | null;
  saving: boolean;
  onSave: (input: OrderStatusAgeingInput) => Promise<AgeingFieldErrors | null>;
  onClose: () => void;
};

const FORM_ID = 'order-status-ageing-form';

/**
 * A status's limit: after how many working days its orders are late, optionally a later
 * escalation to the back office, and who is told. Checked with the server's schema.
 */
export function OrderStatusAgeingModal({ status, limit, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const initial = useMemo<Values>(
    () => ({
      late_after_days: limit?.late_after_days ?? 5,
      escalate_after_days: limit?.escalate_after_days ?? null,
      notify_dealer: limit?.notify_dealer ?? true,
      notify_decision_makers: limit?.notify_decision_makers ?? false,
      notify_back_office: limit?.notify_back_office ?? true,
    }),
    [limit],
  );
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const changed = limit === null || formChanged(values, initial);
  const escalationRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null) => {
      if (value === null || value === undefined) return;
      if (!ageingDaysSchema.safeParse(value).success)
        throw new Error(t(errorTranslationKey('AGEING_DAYS_OUT_OF_RANGE'), { max: MAX_AGEING_DAYS }));
      if (!escalationAfterLimit(getFieldValue('late_after_days') as number, value))
        throw new Error(t(errorTranslationKey('ESCALATION_NOT_AFTER_LIMIT')));
    },
  });

  const submit = async (submitted: Values) => {
    const refused = await onSave({ order_status_id: status.id, ...submitted });
    if (refused === null) onClose();
    else
      form.setFields(
        Object.entries(refused).map(([name, error]) => ({ name: name as keyof Values, errors: [error] })),
      );
  };

  return (
    <SettingsFormModal
      title={t('ageing.editTitle', { status: status.name })}
      history={limit && { table: 'order_status_ageing', recordId: status.id, name: status.name }}
      formId={FORM_ID}
      okText={t('ageing.save')}
      cancelText={t('ageing.cancel')}
      canSave={valid && changed}
      saving={saving}
      onClose={onClose}
    >
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) => void submit(submitted)}
      >
        <Form.Item
          name="late_after_days"
          label={t('ageing.lateAfter')}
          extra={t('ageing.workingDaysHelp')}
          rules={[zodRule(ageingDaysSchema, t)]}
          required
        >
          <InputNumber
            autoFocus
            min={1}
            max={MAX_AGEING_DAYS}
            precision={0}
            suffix={t('ageing.days')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="escalate_after_days"
          label={t('ageing.escalateAfter')}
          extra={t('ageing.escalateHelp')}
          dependencies={['late_after_days']}
          rules={[escalationRule]}
        >
          <InputNumber
            min={1}
            max={MAX_AGEING_DAYS}
            precision={0}
            suffix={t('ageing.days')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('ageing.whoIsTold')}>
          <Form.Item name="notify_dealer" valuePropName="checked" noStyle>
            <Checkbox>{t('ageing.dealer')}</Checkbox>
          </Form.Item>
          <Form.Item name="notify_decision_makers" valuePropName="checked" noStyle>
            <Checkbox>{t('ageing.decisionMakers')}</Checkbox>
          </Form.Item>
          <Form.Item name="notify_back_office" valuePropName="checked" noStyle>
            <Checkbox>{t('ageing.backOffice')}</Checkbox>
          </Form.Item>
        </Form.Item>
      </Form>
    </SettingsFormModal>
  );
}
