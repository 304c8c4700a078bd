import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTexts } from '../../db/schema/message-texts';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import type { Language } from '../translations/catalogue';
import { editedText, shippedText, type MessageText } from './templates/current-text';
import type { FoundMessage } from './templates/registry';
import { loadMessageView } from './list-message-texts';
import { checkedMessageText, requireMessage, type MessageTextInput } from './preview-message-text';

/**
 * Writes (or, with null, removes) a super user's text of a message in one language and logs
 * it, in one transaction. The log shows the text before and after, shipped or edited, so a
 * reset reads as the change it is. Locks the row first so two saves log in the order they land.
 */
async function changeMessageText(
  db: Db,
  viewer: Viewer,
  message: FoundMessage,
  language: Language,
  next: MessageText | null,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: messageTexts.id })
      .from(messageTexts)
      .where(and(eq(messageTexts.template, message.name), eq(messageTexts.language, language)))
      .for('update');
    const before = (await editedText(tx, message.name, language)) ?? shippedText(message, language);
    if (next) {
      await tx
        .insert(messageTexts)
        .values({ template: message.name, language, ...next })
        .onConflictDoUpdate({
          target: [messageTexts.template, messageTexts.language],
          set: { ...next, updated_at: new Date() },
        });
    } else {
      await tx
        .delete(messageTexts)
        .where(and(eq(messageTexts.template, message.name), eq(messageTexts.language, language)));
    }
    await recordSettingsChange(tx, viewer, {
      table: 'message_texts',
      recordId: `${message.name}:${language}`,
      action: 'update',
      before,
      after: next ?? shippedText(message, language),
    });
    return loadMessageView(tx, message);
  });
}

/** A super user's subject and bodies for a message in one language, used from the next message on. */
export async function updateMessageText(db: Db, viewer: Viewer, input: MessageTextInput) {
  requireSuperUser(viewer);
  const message = requireMessage(input.name);
  return changeMessageText(db, viewer, message, input.language, checkedMessageText(message, input));
}

/** Brings back the text this version ships for the message in the language. */
export async function resetMessageText(db: Db, viewer: Viewer, input: { name: string; language: Language }) {
  requireSuperUser(viewer);
  return changeMessageText(db, viewer, requireMessage(input.name), input.language, null);
}
