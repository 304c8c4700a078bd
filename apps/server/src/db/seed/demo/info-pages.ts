import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../client';
import { settingsAuditLog } from '../../schema/audit';
import { infoPages } from '../../schema/info-pages';
import { SHIPPED_INFO_PAGES } from '../info-pages-content';
import type { DemoUsers } from './people';
import { DEMO_BASE_DATE, daysAfter } from './random';

const NOTICE = {
  nl: '<p><strong>Eindejaar:</strong> onze diensten zijn gesloten op 25 en 26 december en op 1 januari.</p>',
  fr: '<p><strong>Fin d’année :</strong> nos services sont fermés les 25 et 26 décembre et le 1er janvier.</p>',
} as const;

/** The notice was edited two days before the seed (its base date five days after the base). */
const EDITED_AT = new Date(daysAfter(DEMO_BASE_DATE, 5, 9).getTime() + 12 * 60_000);

/**
 * The demo's info pages: the shipped text (seedReferenceData), with the year-end closing the
 * back office added to the contact page in both languages, as the change log shows.
 */
export async function seedDemoInfoPages(tx: Tx, users: DemoUsers) {
  for (const language of ['nl', 'fr'] as const) {
    const before = SHIPPED_INFO_PAGES.contact[language];
    const after = `${before}\n${NOTICE[language]}`;
    await tx
      .update(infoPages)
      .set({ html: after, updated_at: EDITED_AT, updated_by: users.superUserId })
      .where(and(eq(infoPages.slug, 'contact'), eq(infoPages.language, language)));
    await tx.insert(settingsAuditLog).values({
      at: EDITED_AT,
      user_fk: users.superUserId,
      user_name: 'Sam Super',
      table_name: 'info_pages',
      record_id: `contact:${language}`,
      owner_table: 'info_pages',
      owner_record_id: `contact:${language}`,
      action: 'update',
      field: 'html',
      old_value: before,
      new_value: after,
    });
  }
}
