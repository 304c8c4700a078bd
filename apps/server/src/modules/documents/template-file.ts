import { isLanguageCode } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { demoDocumentValues } from './demo-document-values';
import { fillTemplate } from './fill-template';
import { readStoredFile } from './stored-files';
import { readTemplate } from './template-record';

export type TemplateFile = { bytes: Uint8Array; filename: string };

/**
 * A template's PDF for a super user: as stored (`filled: false`, to download the file itself),
 * or filled with a made-up order in the template's language and flattened, as generation would.
 */
export async function templateFile(
  db: Db,
  viewer: Viewer,
  storage: FileStorage,
  options: { id: number; filled: boolean; now?: Date },
): Promise<TemplateFile> {
  requireSuperUser(viewer);
  const template = await readTemplate(db, options.id);
  const stored = (await readStoredFile(storage, template.file_id)) ?? fail('NOT_FOUND');
  const filename = `${template.name}.pdf`;
  if (!options.filled) return { bytes: stored, filename };
  const language = isLanguageCode(template.language) ? template.language : 'nl';
  return {
    bytes: await fillTemplate(stored, demoDocumentValues(language, options.now ?? new Date())),
    filename,
  };
}
