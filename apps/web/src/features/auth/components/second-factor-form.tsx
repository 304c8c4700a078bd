import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../components/light/button';
import { TextField } from '../../../components/light/text-field';
import { useLightForm } from '../../../components/light/use-light-form';
import type { SecondFactorStep } from '../hooks/use-sign-in';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { AuthNote } from './auth-card';

type Props = {
  factor: SecondFactorStep;
  submitting: boolean;
  resending: boolean;
  /** Until when the server refuses another code; the resend button counts down to it. */
  resendRetryAt: Date | null;
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
export function SecondFactorForm({
  factor,
  submitting,
  resending,
  resendRetryAt,
  onSubmit,
  onResend,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const resendWait = useSecondsUntil(resendRetryAt);
  const canResend = factor.kinds.includes('SMS') && factor.phoneHint !== null;
  const form = useLightForm(
    { code: '' },
    { code: (value) => (value.trim() ? null : t('login.codeRequired')) },
  );
  return (
    <form className="light-form" noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}>
      <AuthNote>
        <span data-testid="second-factor-instruction">
          {t(instructionKey(factor), { phone: factor.phoneHint ?? '' })}
        </span>
      </AuthNote>
      <div style={{ marginTop: 16 }}>
        <TextField
          {...form.field('code')}
          label={t('login.code')}
          prefix={SafetyOutlined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          autoFocus
          disabled={submitting}
        />
      </div>
      <LightButton variant="primary" type="submit" loading={submitting}>
        {t('login.verifyCode')}
      </LightButton>
      <div
        className="light-row"
        style={{ justifyContent: canResend ? 'space-between' : 'center', marginTop: 12 }}
      >
        {canResend && (
          <LightButton
            variant="link"
            loading={resending}
            disabled={submitting || resendWait > 0}
            onClick={onResend}
          >
            {resendWait > 0 ? t('login.resendCodeIn', { seconds: resendWait }) : t('login.resendCode')}
          </LightButton>
        )}
        <LightButton variant="link" disabled={submitting} onClick={onCancel}>
          {t('login.backToSignIn')}
        </LightButton>
      </div>
    </form>
  );
}
