import { sql } from 'drizzle-orm';
import { LANGUAGE_CODES, LANGUAGES } from '@spokes/domain/codes';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { createDefaultTemplate } from './default-template';
import { documentText } from './document-texts';
import { withStoredFiles } from './stored-files';
import { GENERATED_DOCUMENT_TYPES } from './template-fields';
import type { Db } from '../../db/client';
import { variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';

/**
 * The first start's document templates: for every variant, every language (nl, fr, en, de) and
 * every document the application generates (Berekening, Ontvangstbewijs), a default fillable
 * PDF, stored through the storage port. Runs only while no template exists at all, so the
 * templates a super user later replaces or removes are left alone. Returns how many it made.
 */
export async function seedDefaultTemplates(db: Db, storage: FileStorage): Promise<number> {
  return withStoredFiles(storage, (files) =>
    db.transaction(async (tx) => {
      // two instances starting together on one PostgreSQL: the second waits, then sees the rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.seed-templates'))`);
      if ((await tx.$count(templates)) > 0) return 0;
      const rows: (typeof templates.$inferInsert)[] = [];
      const allVariants = await tx.select().from(variants).orderBy(variants.id);
      for (const type of GENERATED_DOCUMENT_TYPES) {
        for (const language of LANGUAGE_CODES) {
          // the same form for every variant until a super user uploads a designed one; a file
          // each, so replacing or deleting one variant's template never touches another's.
          const pdf = await createDefaultTemplate(type, language);
          for (const variant of allVariants) {
            const fileId = await files.putPdf('templates', pdf);
            rows.push({
              name: `${documentText(language, `documents.title.${type.code}`)} (${variant.name}, ${language})`,
              file_id: fileId,
              language_fk: LANGUAGES[language].id,
              variant_fk: variant.id,
              order_log_type_fk: type.id,
            });
          }
        }
      }
      if (rows.length) await tx.insert(templates).values(rows);
      return rows.length;
    }),
  );
}
