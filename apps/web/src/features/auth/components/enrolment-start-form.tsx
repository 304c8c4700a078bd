import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { validatePhone } from '@spokes/domain/contact-validation';
import type { SecondFactorKind } from '../../../generated/graphql';
import type { StartValues } from '../hooks/use-enrolment';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

type Props = {
  kind: SecondFactorKind;
  form: FormInstance<StartValues>;
  submitting: boolean;
  onSubmit: (values: StartValues) => void;
};

/** First enrolment step: the password again and, for SMS, the number that receives the code. */
export function EnrolmentStartForm({ kind, form, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form<StartValues>
      name="second-factor-start"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={submitting}
    >
      <Form.Item
        name="password"
        label={t('myAccount.currentPassword')}
        extra={t('myAccount.reauthenticate')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={INPUT_MAX_LENGTH.password}
          autoFocus
        />
      </Form.Item>
      {kind === 'SMS' && (
        <Form.Item
          name="phone"
          label={t('myAccount.phone')}
          extra={t('myAccount.phoneHelp')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!validatePhone(value).ok) throw new Error(t('errors.phoneInvalid'));
              },
            },
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            type="tel"
            autoComplete="tel"
            maxLength={INPUT_MAX_LENGTH.phone}
            placeholder="+32 470 12 34 56"
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t(kind === 'SMS' ? 'myAccount.sendSms' : 'myAccount.next')}
      </Button>
    </Form>
  );
}
