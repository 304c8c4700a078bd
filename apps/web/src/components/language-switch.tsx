import { useTranslation } from 'react-i18next';
import { LightButton } from './light/button';
import './light/light.css';
import { LANGUAGE_CODES } from '@spokes/domain/codes';
import { languageNames } from '../lib/i18n/language';
import { useLanguage } from '../lib/i18n/language-context';

/**
 * The language choice of the pages before sign-in (/login, /employee-access): each language in its own
 * words, the current one not a button. The change applies at once and is remembered in this
 * browser (the language provider's `changeLanguage`).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('myAccount.languageTitle')} className="light-language-switch">
      {LANGUAGE_CODES.map((option) =>
        option === language ? (
          <span key={option} lang={option} aria-current="true">
            {languageNames[option]}
          </span>
        ) : (
          <LightButton
            key={option}
            variant="link"
            lang={option}
            // A failed load changes nothing: the page simply stays in the current language.
            onClick={() => void changeLanguage(option).catch(() => undefined)}
          >
            {languageNames[option]}
          </LightButton>
        ),
      )}
    </div>
  );
}
