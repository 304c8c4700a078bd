import { useState } from 'react';
import { App, Card, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@spokes/domain/codes';
import { languageNames, type Language } from '../../../lib/i18n/language';
import { useLanguage } from '../../../lib/i18n/language-context';

/** My account: the interface language, saved in the profile and applied at once. */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { language, changeLanguage } = useLanguage();
  const [saving, setSaving] = useState<Language | null>(null);

  const choose = async (next: Language) => {
    setSaving(next);
    try {
      await changeLanguage(next);
      // Said in the new language: this render's `t` is fixed to the old one, i18n's is current.
      void message.success(i18n.t('myAccount.languageChanged'));
    } catch {
      void message.error(t('common.somethingWentWrong'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card title={t('myAccount.languageTitle')}>
      <Typography.Paragraph type="secondary" id="my-account-language-help">
        {t('myAccount.languageHelp')}
      </Typography.Paragraph>
      <Radio.Group
        aria-label={t('myAccount.languageTitle')}
        aria-describedby="my-account-language-help"
        optionType="button"
        buttonStyle="solid"
        value={saving ?? language}
        disabled={saving !== null}
        onChange={(event) => void choose(event.target.value as Language)}
        options={LANGUAGE_CODES.map((code) => ({
          value: code,
          label: <span lang={code}>{languageNames[code]}</span>,
        }))}
        data-testid="my-account-language"
      />
    </Card>
  );
}
