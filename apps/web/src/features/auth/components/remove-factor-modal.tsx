import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RemoveSecondFactorDocument } from '../api/remove-second-factor.generated';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

type Props = { factorId: number; label: string; onClose: () => void; onRemoved: () => void };

/** Removing a factor weakens the account, so the server asks the password again. */
export function RemoveFactorModal({ factorId, label, onClose, onRemoved }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [form] = Form.useForm<{ password: string }>();
  const [{ fetching }, remove] = useMutation(RemoveSecondFactorDocument);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ password }: { password: string }) => {
    setError(null);
    const result = await remove({ factor_id: factorId, password });
    if (result.data?.removeSecondFactor) {
      onRemoved();
      return;
    }
    if (result.error && errorCode(result.error) === 'WRONG_CREDENTIALS')
      form.setFields([{ name: 'password', errors: [t('myAccount.currentPasswordWrong')] }]);
    else setError(result.error ? errorMessage(result.error) : t('common.somethingWentWrong'));
  };

  return (
    <Modal
      open
      title={t('myAccount.removeFactorTitle')}
      okText={t('myAccount.removeFactor')}
      okButtonProps={{ danger: true, loading: fetching, htmlType: 'submit', form: 'remove-second-factor' }}
      cancelText={t('myAccount.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('myAccount.removeFactorConfirm', { factor: label })}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<{ password: string }>
        name="remove-second-factor"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={fetching}
      >
        <Form.Item
          name="password"
          label={t('myAccount.currentPassword')}
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={INPUT_MAX_LENGTH.password}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
