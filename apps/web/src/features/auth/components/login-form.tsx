import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../components/light/button';
import { TextField } from '../../../components/light/text-field';
import { looksLikeEmail, useLightForm } from '../../../components/light/use-light-form';
import type { Credentials } from '../hooks/use-sign-in';
import { INPUT_MAX_LENGTH } from '@spokes/domain/input-limits';

type Props = {
  submitting: boolean;
  onSubmit: (credentials: Credentials) => void;
  /** Opens the forgot-password form with the address typed so far. */
  onForgotPassword: (email: string) => void;
};

export function LoginForm({ submitting, onSubmit, onForgotPassword }: Props) {
  const { t } = useTranslation();
  const form = useLightForm<Credentials>(
    { email: '', password: '' },
    {
      email: (value) =>
        !value.trim() ? t('login.emailRequired') : looksLikeEmail(value) ? null : t('login.emailInvalid'),
      password: (value) => (value ? null : t('login.passwordRequired')),
    },
  );
  return (
    <form className="light-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
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
      <TextField
        {...form.field('password')}
        label={t('login.password')}
        prefix={LockOutlined}
        type="password"
        maxLength={INPUT_MAX_LENGTH.password}
        autoComplete="current-password"
        disabled={submitting}
      />
      <div className="light-row" style={{ justifyContent: 'end', marginTop: -16, marginBottom: 16 }}>
        <LightButton
          variant="link"
          disabled={submitting}
          onClick={() => onForgotPassword(form.values.email.trim())}
        >
          {t('login.forgotPassword')}
        </LightButton>
      </div>
      <LightButton variant="primary" type="submit" loading={submitting}>
        {t('login.submit')}
      </LightButton>
    </form>
  );
}
