import type { Language } from '../../translations/catalogue';

/** Handlebars sources of one mail in one language; `html` is escaped, `subject` and `text` are not. */
export type MailTemplateText = { subject: string; text: string; html: string };

/** A mail in every language; `Data` is what the caller must pass. */
export type MailTemplate<Data extends Record<string, unknown>> = Record<Language, MailTemplateText> & {
  readonly _data?: Data;
};

export type SmsTemplate<Data extends Record<string, unknown>> = Record<Language, { text: string }> & {
  readonly _data?: Data;
};
