import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { messageTexts } from '../../../db/schema/message-texts';
import type { Language } from '../../translations/catalogue';
import type { FoundMessage, MailTemplateName, SmsTemplateName } from './registry';
import { mailTemplates, smsTemplates } from './registry';
import type { MailTemplateText } from './template';

/** The sources of one message in one language; subject and html are null for an SMS. */
export type MessageText = { subject: string | null; text: string; html: string | null };

export function shippedText(message: FoundMessage, language: Language): MessageText {
  const shipped: { subject?: string; text: string; html?: string } = message.template[language];
  return { subject: shipped.subject ?? null, text: shipped.text, html: shipped.html ?? null };
}

/** A super user's text of the message in the language, or null when the shipped one is used. */
export async function editedText(
  db: Queryable,
  name: string,
  language: Language,
): Promise<MessageText | null> {
  const [row] = await db
    .select({ subject: messageTexts.subject, text: messageTexts.text, html: messageTexts.html })
    .from(messageTexts)
    .where(and(eq(messageTexts.template, name), eq(messageTexts.language, language)));
  return row ?? null;
}

/*
 * Read from the database each time a message is queued, in the queueing transaction: no
 * instance keeps a copy that another's save could leave stale, and a message keeps the text
 * it was rendered with (the outbox stores the rendering, not the template).
 */

export async function mailText(
  db: Queryable,
  name: MailTemplateName,
  language: Language,
): Promise<MailTemplateText> {
  const edited = await editedText(db, name, language);
  return edited
    ? { subject: edited.subject ?? '', text: edited.text, html: edited.html ?? '' }
    : mailTemplates[name][language];
}

export async function smsText(
  db: Queryable,
  name: SmsTemplateName,
  language: Language,
): Promise<{ text: string }> {
  return (await editedText(db, name, language)) ?? smsTemplates[name][language];
}
