import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '@spokes/domain/password';
import { PasswordRuleChecklist } from './password-rule-checklist';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

export type NewPasswordValues = { password: string; confirmation: string };

/**
 * The new password and its confirmation with the live rule checklist, inside a Form whose
 * fields are named `password` and `confirmation`. The messages are the spec's: too weak, and
 * not matching.
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<NewPasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const confirmation = Form.useWatch('confirmation', form) ?? '';
  return (
    <>
      <Form.Item
        name="password"
        label={t('newPassword.password')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const check = checkNewPassword(value ?? '');
              if (!check.ok) throw new Error(t('errors.passwordTooWeak'));
            },
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={INPUT_MAX_LENGTH.password}
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="confirmation"
        label={t('newPassword.confirmation')}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if ((value ?? '') !== form.getFieldValue('password'))
                throw new Error(t('errors.passwordMismatch'));
            },
          },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={INPUT_MAX_LENGTH.password}
          size="large"
        />
      </Form.Item>
      <Form.Item>
        <PasswordRuleChecklist password={password} confirmation={confirmation} />
      </Form.Item>
    </>
  );
}
