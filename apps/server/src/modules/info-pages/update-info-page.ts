import { isInfoPageLanguage } from '@spokes/domain/info-pages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { infoPages } from '../../db/schema/info-pages';
import { fail } from '../../errors';
import { INFO_PAGE_HTML, sanitizeRichHtml } from '../../lib/rich-html';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { readInfoPageText, requireInfoPageSlug, type InfoPageText } from './get-info-page';

export type InfoPageInput = { slug: string; language: string; html: string };

/**
 * A super user's text of an info page in nl or fr, sanitised (tables and links kept, scripts
 * and event handlers dropped), saved and written to the settings log in one transaction.
 */
export async function updateInfoPage(db: Db, viewer: Viewer, input: InfoPageInput): Promise<InfoPageText> {
  requireSuperUser(viewer);
  const slug = requireInfoPageSlug(input.slug);
  const language = isInfoPageLanguage(input.language)
    ? input.language
    : fail('BAD_INPUT', 'language must be nl or fr', { fields: { language: 'BAD_INPUT' } });
  const html = sanitizeRichHtml(input.html, INFO_PAGE_HTML) ?? '';
  return db.transaction(async (tx) => {
    const where = and(eq(infoPages.slug, slug), eq(infoPages.language, language));
    // Locks the row so two saves are logged in the order they land.
    const [before] = await tx.select({ html: infoPages.html }).from(infoPages).where(where).for('update');
    await tx
      .insert(infoPages)
      .values({ slug, language, html, updated_by: viewer.userId })
      .onConflictDoUpdate({
        target: [infoPages.slug, infoPages.language],
        set: { html, updated_at: new Date(), updated_by: viewer.userId },
      });
    await recordSettingsChange(tx, viewer, {
      table: 'info_pages',
      recordId: `${slug}:${language}`,
      action: before ? 'update' : 'create',
      before: before ? { html: before.html } : null,
      after: { html },
    });
    return readInfoPageText(tx, slug, language);
  });
}
