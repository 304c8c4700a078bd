import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  failedPasswordRules,
  PASSWORD_RULES,
  passwordRuleTranslationKey,
  type PasswordRule,
} from '@spokes/domain/password';

type Props = { password: string; confirmation: string };

/** The length limit only matters to the few who reach it, so it is listed only when broken. */
function shownRules(failed: PasswordRule[]): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => rule !== 'MAX_LENGTH' || failed.includes(rule));
}

/**
 * The password rules of @spokes/domain/password, ticked off while the user types (the server
 * checks the same rules; whether the password was used before only the server knows).
 */
export function PasswordRuleChecklist({ password, confirmation }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const failed = failedPasswordRules(password, confirmation);
  // An empty confirmation "matches" nothing yet: it stays open until it is typed.
  if (confirmation === '' && password !== '') failed.push('CONFIRMATION_MATCHES');
  const typed = password !== '';
  return (
    <ul
      aria-label={t('newPassword.rulesTitle')}
      data-testid="password-rules"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}
    >
      {shownRules(failed).map((rule) => {
        const met = typed && !failed.includes(rule);
        return (
          <li key={rule} data-rule={rule} data-met={met}>
            <Flex
              gap={8}
              align="center"
              style={{ color: met ? token.colorSuccess : token.colorTextSecondary }}
            >
              {met ? (
                <CheckCircleFilled aria-label={t('newPassword.ruleMet')} />
              ) : (
                <CloseCircleOutlined aria-label={t('newPassword.ruleNotMet')} />
              )}
              <span style={{ color: met ? token.colorText : token.colorTextSecondary }}>
                {t(passwordRuleTranslationKey(rule))}
              </span>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
