import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Credentials } from '../hooks/use-sign-in';

type Props = {
  submitting: boolean;
  onSubmit: (credentials: Credentials) => void;
  /** Opens the forgot-password form with the address typed so far. */
  onForgotPassword: (email: string) => void;
};

export function LoginForm({ submitting, onSubmit, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  return (
    <Form<Credentials>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={submitting}
    >
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
        style={{ marginBottom: 8 }}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => onForgotPassword(String(form.getFieldValue('email') ?? '').trim())}
        >
          {t('login.forgotPassword')}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
