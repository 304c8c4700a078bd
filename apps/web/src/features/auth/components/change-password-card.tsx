import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useChangePassword, type ChangePasswordValues } from '../hooks/use-change-password';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

/** Change password: the current one, the new one twice, with the rule checklist. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, submitting } = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: ChangePasswordValues) => {
    setError(null);
    const outcome = await submit(values);
    switch (outcome.kind) {
      case 'changed':
        form.resetFields();
        void message.success(t('myAccount.passwordChanged'));
        return;
      case 'wrong-password':
        form.setFields([{ name: 'current_password', errors: [t('myAccount.currentPasswordWrong')] }]);
        return;
      case 'failed':
        setError(outcome.message || t('common.somethingWentWrong'));
    }
  };

  return (
    <Card title={t('myAccount.changePasswordTitle')}>
      <Form<ChangePasswordValues>
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={submitting}
        style={{ maxWidth: 440 }}
      >
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="change-password-error"
          />
        )}
        <Form.Item
          name="current_password"
          label={t('myAccount.currentPassword')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={INPUT_MAX_LENGTH.password}
            size="large"
          />
        </Form.Item>
        <NewPasswordFields />
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {t('myAccount.changePassword')}
          </Button>
          <Typography.Text type="secondary">{t('myAccount.otherSessionsEnd')}</Typography.Text>
        </Flex>
      </Form>
    </Card>
  );
}
