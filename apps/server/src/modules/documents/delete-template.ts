import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema/templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { removeStoredFile } from './stored-files';
import { lockTemplates, readTemplate, refuseLeavingNoTemplate } from './template-record';

/**
 * Deletes a template, audited, unless it is the only one generation would pick for its
 * document type, variant and language (TEMPLATE_IN_USE); its file goes once that has committed.
 */
export async function deleteTemplate(db: Db, viewer: Viewer, options: { id: number; storage: FileStorage }) {
  requireSuperUser(viewer);
  const removed = await db.transaction(async (tx) => {
    await lockTemplates(tx);
    const before = await readTemplate(tx, options.id);
    await tx.delete(templates).where(eq(templates.id, options.id));
    await refuseLeavingNoTemplate(tx, before);
    await recordSettingsChange(tx, viewer, {
      table: 'templates',
      recordId: options.id,
      action: 'delete',
      before,
    });
    return before;
  });
  await removeStoredFile(options.storage, removed.file_id);
  return true;
}
