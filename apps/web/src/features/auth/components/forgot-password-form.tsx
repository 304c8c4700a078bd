import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../hooks/use-request-password-reset';
import { AuthNote } from './auth-card';

type Props = { initialEmail?: string };

/** Asks for a reset link by e-mail (the login page's forgot-password view, and an expired /action link). */
export function ForgotPasswordForm({ initialEmail }: Props) {
  const { t } = useTranslation();
  const { submit, outcome, submitting } = useRequestPasswordReset();
  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={({ email }) => void submit(email)}
      disabled={submitting}
    >
      <AuthNote>{t('passwordReset.instruction')}</AuthNote>
      {outcome.kind === 'sent' && (
        <Alert
          type="success"
          showIcon
          title={t('passwordReset.mailSent')}
          style={{ marginTop: 16 }}
          data-testid="password-reset-outcome"
        />
      )}
      {outcome.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={outcome.message}
          style={{ marginTop: 16 }}
          data-testid="password-reset-outcome"
        />
      )}
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('errors.resetEmailRequired') },
          { type: 'email', transform: (value: string) => value.trim(), message: t('errors.emailInvalid') },
        ]}
        style={{ marginTop: 16 }}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('passwordReset.submit')}
      </Button>
    </Form>
  );
}
