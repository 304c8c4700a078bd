import { eq } from 'drizzle-orm';
import { messageTexts } from '../../db/schema/message-texts';
import type { Queryable } from '../../db/client';
import { requireSuperUser, type Viewer } from '../access/viewer';
import type { Language } from '../translations/catalogue';
import { shippedText, type MessageText } from './templates/current-text';
import { allMessages, type FoundMessage } from './templates/registry';

export const MESSAGE_LANGUAGES: readonly Language[] = ['nl', 'fr', 'en', 'de'];

export type MessageTextView = MessageText & { language: Language; edited: boolean };

/** A message as the settings show it: what it offers a text, and its text in each language. */
export type MessageView = {
  name: string;
  channel: FoundMessage['channel'];
  variables: { name: string; demo: string; secret: boolean }[];
  texts: MessageTextView[];
};

function messageView(message: FoundMessage, edited: Map<string, MessageText>): MessageView {
  const secrets: readonly string[] = message.template.secrets ?? [];
  return {
    name: message.name,
    channel: message.channel,
    variables: Object.entries(message.template.demo).map(([name, demo]) => ({
      name,
      demo: String(demo),
      secret: secrets.includes(name),
    })),
    texts: MESSAGE_LANGUAGES.map((language) => {
      const text = edited.get(language);
      return { language, edited: Boolean(text), ...(text ?? shippedText(message, language)) };
    }),
  };
}

/** Every mail and SMS the product sends ('Mail- en sms-teksten'), with the texts in use. */
export async function listMessageTexts(db: Queryable, viewer: Viewer): Promise<MessageView[]> {
  requireSuperUser(viewer);
  const rows = await db.select().from(messageTexts);
  return allMessages.map((message) => {
    const own = rows.filter((row) => row.template === message.name);
    return messageView(message, new Map(own.map((row) => [row.language, row])));
  });
}

/** One message as the settings show it, read in the caller's transaction after a change. */
export async function loadMessageView(db: Queryable, message: FoundMessage): Promise<MessageView> {
  const rows = await db.select().from(messageTexts).where(eq(messageTexts.template, message.name));
  return messageView(message, new Map(rows.map((row) => [row.language, row])));
}
