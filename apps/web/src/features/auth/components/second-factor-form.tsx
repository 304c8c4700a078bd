import { SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecondFactorStep } from '../hooks/use-sign-in';
import { AuthNote } from './auth-card';

type Props = {
  factor: SecondFactorStep;
  submitting: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
};

/** What the user has to look at for the code: the SMS, the authenticator app, or either. */
function instructionKey({ kinds, phoneHint }: SecondFactorStep): string {
  const sms = kinds.includes('SMS') && phoneHint !== null;
  const totp = kinds.includes('TOTP');
  if (sms && totp) return 'login.codeSentOrAuthenticator';
  return sms ? 'login.codeSent' : 'login.enterAuthenticatorCode';
}

/** The second sign-in step: the code of the SMS (with a resend button) or of an authenticator app. */
export function SecondFactorForm({ factor, submitting, resending, onSubmit, onResend, onCancel }: Props) {
  const { t } = useTranslation();
  const canResend = factor.kinds.includes('SMS') && factor.phoneHint !== null;
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => onSubmit(code)}
      disabled={submitting}
    >
      <AuthNote>
        <span data-testid="second-factor-instruction">
          {t(instructionKey(factor), { phone: factor.phoneHint ?? '' })}
        </span>
      </AuthNote>
      <Form.Item
        name="code"
        label={t('login.code')}
        rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
        style={{ marginTop: 16 }}
      >
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          autoFocus
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.verifyCode')}
      </Button>
      <Flex justify={canResend ? 'space-between' : 'center'} style={{ marginTop: 12 }}>
        {canResend && (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            loading={resending}
            onClick={onResend}
          >
            {t('login.resendCode')}
          </Button>
        )}
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onCancel}>
          {t('login.backToSignIn')}
        </Button>
      </Flex>
    </Form>
  );
}
