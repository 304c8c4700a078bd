import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../components/light/button';
import { LightNotice } from '../../../components/light/notice';
import { TextField } from '../../../components/light/text-field';
import { looksLikeEmail, useLightForm } from '../../../components/light/use-light-form';
import { useRequestPasswordReset } from '../hooks/use-request-password-reset';
import { AuthNote } from './auth-card';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

type Props = { initialEmail?: string };

/** Asks for a reset link by e-mail (the login page's forgot-password view, and an expired /action link). */
export function ForgotPasswordForm({ initialEmail }: Props) {
  const { t } = useTranslation();
  const { submit, outcome, submitting } = useRequestPasswordReset();
  const form = useLightForm(
    { email: initialEmail ?? '' },
    {
      email: (value) =>
        !value.trim()
          ? t('errors.resetEmailRequired')
          : looksLikeEmail(value)
            ? null
            : t('errors.emailInvalid'),
    },
  );
  return (
    <form className="light-form" noValidate onSubmit={form.handleSubmit(({ email }) => void submit(email))}>
      <AuthNote>{t('passwordReset.instruction')}</AuthNote>
      {outcome.kind !== 'idle' && (
        <div style={{ marginTop: 16 }}>
          <LightNotice
            type={outcome.kind === 'sent' ? 'success' : 'error'}
            data-testid="password-reset-outcome"
          >
            {outcome.kind === 'sent' ? t('passwordReset.mailSent') : outcome.message}
          </LightNotice>
        </div>
      )}
      <div style={{ marginTop: 16 }}>
        <TextField
          {...form.field('email')}
          label={t('login.email')}
          prefix={MailOutlined}
          type="email"
          maxLength={INPUT_MAX_LENGTH.email}
          autoComplete="username"
          autoFocus
          disabled={submitting}
        />
      </div>
      <LightButton variant="primary" type="submit" loading={submitting}>
        {t('passwordReset.submit')}
      </LightButton>
    </form>
  );
}
