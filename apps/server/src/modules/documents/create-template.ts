import type { Db } from '../../db/client';
import { templates } from '../../db/schema/templates';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { checkTemplateFields } from './check-template-fields';
import { readUploadedPdf } from './read-uploaded-pdf';
import { withStoredFiles } from './stored-files';
import { refuseUnknownReferences } from './template-references';
import { lockTemplates, parseTemplateInput, readTemplate, type TemplateRecord } from './template-record';

export type TemplateSaved = {
  template: TemplateRecord;
  /** Form fields of the PDF that generation does not know: saved, but they stay empty. */
  unknown_fields: string[];
};

/**
 * A new template from the Templates tab's modal: the uploaded fillable PDF must carry every field
 * its document type needs (TEMPLATE_FIELDS_MISSING otherwise); stored, inserted and audited in one
 * transaction, and the file deleted again if that fails.
 */
export async function createTemplate(
  db: Db,
  viewer: Viewer,
  options: { input: unknown; file: Blob; storage: FileStorage },
): Promise<TemplateSaved> {
  requireSuperUser(viewer);
  const values = parseTemplateInput(options.input);
  const bytes = await readUploadedPdf([options.file]);
  const unknownFields = await checkTemplateFields(bytes, values.order_log_type_fk);
  const template = await withStoredFiles(options.storage, (files) =>
    db.transaction(async (tx) => {
      await lockTemplates(tx);
      await refuseUnknownReferences(tx, values);
      const fileId = await files.putPdf('templates', bytes);
      const [{ id }] = await tx
        .insert(templates)
        .values({ ...values, file_id: fileId })
        .returning({ id: templates.id });
      const created = await readTemplate(tx, id);
      await recordSettingsChange(tx, viewer, {
        table: 'templates',
        recordId: id,
        action: 'create',
        after: created,
      });
      return created;
    }),
  );
  return { template, unknown_fields: unknownFields };
}
