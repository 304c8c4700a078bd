import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { readStoredFile } from './stored-files';

/**
 * An attachment of a mail in the outbox, as it was (or will be) sent: super users only, as the
 * outbox is; NOT_FOUND for a message, attachment or stored file that does not exist.
 */
export async function outboxAttachment(
  db: Db,
  viewer: Viewer,
  storage: FileStorage,
  options: { messageId: number; index: number },
) {
  requireSuperUser(viewer);
  const [message] = await db
    .select({ attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, options.messageId));
  const attachment = message?.attachments[options.index] ?? fail('NOT_FOUND');
  const bytes = (await readStoredFile(storage, attachment.fileId)) ?? fail('NOT_FOUND');
  return { bytes, filename: attachment.filename, contentType: attachment.contentType };
}
