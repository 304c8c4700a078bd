import type { Language } from '../../translations/catalogue';
import type { SecretField } from './redacted';

/** Handlebars sources of one mail in one language; `html` is escaped, `subject` and `text` are not. */
export type MailTemplateText = { subject: string; text: string; html: string };

/** A mail in every language; `Data` is what the caller must pass. */
export type MailTemplate<Data extends Record<string, unknown>> = Record<Language, MailTemplateText> & {
  readonly _data?: Data;
  /** Fields whose value the outbox must not show (redacted.ts). */
  readonly secrets?: readonly (keyof Data & SecretField)[];
};

export type SmsTemplate<Data extends Record<string, unknown>> = Record<Language, { text: string }> & {
  readonly _data?: Data;
  readonly secrets?: readonly (keyof Data & SecretField)[];
};
