import type { Language } from '../../translations/catalogue';
import type { SecretField } from './redacted';

/** Handlebars sources of one mail in one language; `html` is escaped, `subject` and `text` are not. */
export type MailTemplateText = { subject: string; text: string; html: string };

/** What every message declares beside its texts in each language. */
type MessageDeclaration<Data extends Record<string, unknown>> = {
  /**
   * A value for every field the caller passes: the variables a super user may use in an edited
   * text are these keys, and the settings' preview renders with these values.
   */
  readonly demo: Data;
  /** Fields whose value the outbox must not show (redacted.ts). */
  readonly secrets?: readonly (keyof Data & SecretField)[];
};

/** A mail in every language; `Data` is what the caller must pass. */
export type MailTemplate<Data extends Record<string, unknown>> = Record<Language, MailTemplateText> &
  MessageDeclaration<Data>;

export type SmsTemplate<Data extends Record<string, unknown>> = Record<Language, { text: string }> &
  MessageDeclaration<Data>;
