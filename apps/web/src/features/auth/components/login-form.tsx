import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Credentials } from '../hooks/use-sign-in';

type Props = { submitting: boolean; onSubmit: (credentials: Credentials) => void };

export function LoginForm({ submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form<Credentials> layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={submitting}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          { type: 'email', transform: (value: string) => value.trim(), message: t('login.emailInvalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
