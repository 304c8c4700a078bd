import type { Language } from '../../translations/catalogue';

/** What the outbox shows in place of a secret: that one was sent, not its value. */
export const REDACTED = {
  link: {
    nl: '[link verstuurd, hier niet getoond]',
    fr: '[lien envoyé, non affiché ici]',
    en: '[link sent, not shown here]',
    de: '[Link gesendet, hier nicht angezeigt]',
  },
  code: {
    nl: '[code verstuurd, hier niet getoond]',
    fr: '[code envoyé, non affiché ici]',
    en: '[code sent, not shown here]',
    de: '[Code gesendet, hier nicht angezeigt]',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** A template field that carries a live secret: an action link or a second-factor code. */
export type SecretField = keyof typeof REDACTED;

/** The data with each of the template's secrets replaced, or null when it has none to hide. */
export function redactedData<D extends object>(
  template: { secrets?: readonly SecretField[] },
  language: Language,
  data: D,
): D | null {
  if (!template.secrets?.length) return null;
  const placeholders = Object.fromEntries(
    template.secrets.map((field) => [field, REDACTED[field][language]]),
  );
  return { ...data, ...placeholders };
}
