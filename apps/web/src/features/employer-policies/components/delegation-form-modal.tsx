import { useMemo } from 'react';
import { DatePicker, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { delegationDaysSchema } from '@spokes/domain/employer-delegation';
import type { CreateEmployerDelegationInput } from '../../../generated/graphql';
import { DAY_FORMATS } from '../../../lib/forms/day-formats';
import { useFormValid } from '../../../lib/forms/use-form-valid';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useDelegateCandidates, type DelegationFieldErrors } from '../hooks/use-employer-delegations';

type Values = {
  delegator_user_id?: number;
  delegate_user_id?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
};

type Props = {
  companyId: number;
  companyName: string;
  /** Today in Brussels, YYYY-MM-DD. */
  today: string;
  /** A super user names the delegator too; an employer admin delegates for itself. */
  superUser: boolean;
  /** The signed-in user: an employer admin delegates for itself, so is no delegate of its own. */
  viewerId: number;
  saving: boolean;
  onSave: (input: Omit<CreateEmployerDelegationInput, 'company_id'>) => Promise<DelegationFieldErrors | null>;
  onClose: () => void;
};

const FORM_ID = 'employer-delegation-form';
const iso = (day: Dayjs | null | undefined) => day?.format('YYYY-MM-DD') ?? '';

/** The picked range as the domain's delegation days, checked with its schema (not ending before today). */
function periodSchema(today: string) {
  return z
    .custom<Values['period']>()
    .transform((period) => ({ first_day: iso(period?.[0]), last_day: iso(period?.[1]) }))
    .pipe(delegationDaysSchema(today));
}

/**
 * Names a delegate for the company (issue 30): one of the employer users of its group, from a
 * first to a last day, both included. A refusal shows at the field it concerns.
 */
export function DelegationFormModal({
  companyId,
  companyName,
  today,
  superUser,
  viewerId,
  saving,
  onSave,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form);
  const valid = useFormValid(form, values);
  const { candidates, fetching } = useDelegateCandidates(companyId, false);
  const options = useMemo(
    () =>
      candidates.map((candidate) => ({
        value: candidate.id,
        label: `${candidate.name} (${candidate.email})`,
      })),
    [candidates],
  );
  // The delegator is never its own delegate (the server refuses it too, DELEGATE_NOT_ALLOWED).
  const delegator = superUser ? values?.delegator_user_id : viewerId;
  const delegateOptions = options.filter((option) => option.value !== delegator);
  const period = useMemo(() => periodSchema(today), [today]);

  const submit = async (submitted: Values) => {
    const refused = await onSave({
      delegate_user_id: submitted.delegate_user_id!,
      delegator_user_id: superUser ? submitted.delegator_user_id : undefined,
      first_day: iso(submitted.period?.[0]),
      last_day: iso(submitted.period?.[1]),
    });
    if (refused === null) return onClose();
    form.setFields(
      Object.entries(refused).map(([name, error]) => ({ name: name as keyof Values, errors: [error] })),
    );
  };

  const select = (name: 'delegate_user_id' | 'delegator_user_id', label: string, required: string) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: required }]}>
      <Select
        autoFocus={name === (superUser ? 'delegator_user_id' : 'delegate_user_id')}
        aria-label={label}
        options={name === 'delegate_user_id' ? delegateOptions : options}
        loading={fetching}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={required}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={`${t('employerPolicies.newDelegation')}: ${companyName}`}
      okText={t('employerPolicies.create')}
      cancelText={t('employerPolicies.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, loading: saving, disabled: !valid }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        onFinish={(submitted) => void submit(submitted)}
      >
        {superUser &&
          select('delegator_user_id', t('employerPolicies.delegator'), t('employerPolicies.chooseDelegator'))}
        {select('delegate_user_id', t('employerPolicies.delegate'), t('employerPolicies.chooseDelegate'))}
        <Form.Item
          name="period"
          label={t('employerPolicies.period')}
          validateFirst
          rules={[{ required: true, message: t('employerPolicies.choosePeriod') }, zodRule(period, t)]}
        >
          <DatePicker.RangePicker format={DAY_FORMATS} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
