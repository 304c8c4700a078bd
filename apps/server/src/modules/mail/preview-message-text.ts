import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import type { Language } from '../translations/catalogue';
import { checkMessageSource, type MessageTextField } from './templates/check-source';
import type { MessageText } from './templates/current-text';
import { findMessage, type FoundMessage } from './templates/registry';
import { renderMail, renderSms } from './templates/render';

export type MessageTextInput = {
  name: string;
  language: Language;
  subject?: string | null;
  text: string;
  html?: string | null;
};

/** The message a settings call names, or NOT_FOUND. */
export function requireMessage(name: string): FoundMessage {
  return findMessage(name) ?? fail('NOT_FOUND');
}

/**
 * A text as a super user typed it, checked before it is previewed or saved: each field present
 * that the channel has, each in the safe template language with only the message's variables,
 * and each secret (a reset link, a code) still in every body, or the message would be useless.
 */
export function checkedMessageText(message: FoundMessage, input: MessageTextInput): MessageText {
  const mail = message.channel === 'mail';
  const text: MessageText = {
    subject: mail ? (input.subject ?? '') : null,
    text: input.text,
    html: mail ? (input.html ?? '') : null,
  };
  const fields = (
    mail ? (['subject', 'html', 'text'] as const) : (['text'] as const)
  ) satisfies readonly MessageTextField[];
  if (fields.some((field) => !text[field]?.trim())) fail('REQUIRED_FIELDS_MISSING');
  const variables = Object.keys(message.template.demo);
  for (const field of fields) {
    const used = checkMessageSource(field, text[field] ?? '', variables);
    if (field === 'subject') continue;
    const missing = (message.template.secrets ?? []).find((secret) => !used.has(secret));
    if (missing)
      fail('MESSAGE_TEXT_SECRET_MISSING', `${field} lacks {{${missing}}}`, { field, name: `{{${missing}}}` });
  }
  return text;
}

/** The text being edited, rendered with the message's demo data as its recipient would read it. */
export function previewMessageText(viewer: Viewer, input: MessageTextInput) {
  requireSuperUser(viewer);
  const message = requireMessage(input.name);
  const text = checkedMessageText(message, input);
  const demo = message.template.demo;
  if (message.channel === 'sms')
    return { subject: null, text: renderSms({ text: text.text }, demo), html: null };
  return renderMail(
    { subject: text.subject ?? '', text: text.text, html: text.html ?? '' },
    input.language,
    demo,
  );
}
