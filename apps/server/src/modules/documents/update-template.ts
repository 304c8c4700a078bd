import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema/templates';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { checkTemplateFields } from './check-template-fields';
import type { TemplateSaved } from './create-template';
import { readUploadedPdf } from './read-uploaded-pdf';
import { readStoredFile, removeStoredFile, withStoredFiles } from './stored-files';
import { refuseUnknownReferences } from './template-references';
import { lockTemplates, parseTemplateInput, readTemplate, refuseLeavingNoTemplate } from './template-record';

/**
 * The Templates tab's modal on an existing template, with or without a new PDF. The PDF it will
 * use (the new one, or the kept one when the document type changes) is checked against the
 * fields of its document type; a change that leaves a generated document's combination without
 * a template is refused (TEMPLATE_IN_USE). A replaced file is deleted once the change commits.
 */
export async function updateTemplate(
  db: Db,
  viewer: Viewer,
  options: { id: number; input: unknown; file?: Blob | null; storage: FileStorage },
): Promise<TemplateSaved> {
  requireSuperUser(viewer);
  const values = parseTemplateInput(options.input);
  const uploaded = options.file ? await readUploadedPdf([options.file]) : null;
  const saved = await withStoredFiles(options.storage, (files) =>
    db.transaction(async (tx) => {
      await lockTemplates(tx);
      const before = await readTemplate(tx, options.id);
      await refuseUnknownReferences(tx, values);
      const typeChanged = values.order_log_type_fk !== before.order_log_type_fk;
      const checked =
        uploaded ?? (typeChanged ? await readStoredFile(options.storage, before.file_id) : null);
      if (typeChanged && !checked) fail('NOT_FOUND', 'the template file is missing');
      const unknownFields = checked ? await checkTemplateFields(checked, values.order_log_type_fk) : [];
      const fileId = uploaded ? await files.putPdf('templates', uploaded) : before.file_id;
      await tx
        .update(templates)
        .set({ ...values, file_id: fileId })
        .where(eq(templates.id, options.id));
      await refuseLeavingNoTemplate(tx, before);
      const after = await readTemplate(tx, options.id);
      await recordSettingsChange(tx, viewer, {
        table: 'templates',
        recordId: options.id,
        action: 'update',
        before,
        after,
      });
      return { template: after, unknown_fields: unknownFields, replaced: uploaded ? before.file_id : null };
    }),
  );
  if (saved.replaced) await removeStoredFile(options.storage, saved.replaced);
  return { template: saved.template, unknown_fields: saved.unknown_fields };
}
