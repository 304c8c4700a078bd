import { SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Pending } from '../hooks/use-enrolment';

type Props = {
  pending: Pending;
  form: FormInstance<{ code: string }>;
  submitting: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
};

/** Second enrolment step: the code of the SMS, or of the app after scanning the QR code. */
export function EnrolmentCodeForm({ pending, form, submitting, resending, onSubmit, onResend }: Props) {
  const { t } = useTranslation();
  return (
    <Form<{ code: string }>
      name="second-factor-code"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }) => onSubmit(code)}
      disabled={submitting}
    >
      {pending.kind === 'SMS' ? (
        <Typography.Paragraph data-testid="enrolment-instruction">
          {t('myAccount.smsSent', { phone: pending.phone })}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={8} align="center" style={{ marginBottom: 16 }}>
          <Typography.Paragraph style={{ alignSelf: 'stretch' }} data-testid="enrolment-instruction">
            {t('myAccount.scanQrCode')}
          </Typography.Paragraph>
          <img
            src={pending.qrCodeDataUrl}
            alt={t('myAccount.qrCodeAlt')}
            width={200}
            height={200}
            data-testid="totp-qr-code"
          />
          <Typography.Text type="secondary">{t('myAccount.secretManual')}</Typography.Text>
          <Typography.Text code copyable data-testid="totp-secret">
            {pending.secret}
          </Typography.Text>
        </Flex>
      )}
      <Form.Item
        name="code"
        label={t('login.code')}
        rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
      >
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          autoFocus
        />
      </Form.Item>
      <Flex gap={16} align="center">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('myAccount.activate')}
        </Button>
        {pending.kind === 'SMS' && (
          <Button type="link" style={{ paddingInline: 0 }} loading={resending} onClick={onResend}>
            {t('login.resendCode')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
