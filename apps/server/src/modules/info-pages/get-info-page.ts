import {
  infoPageLanguage,
  isInfoPageSlug,
  type InfoPageLanguage,
  type InfoPageSlug,
} from '@spokes/domain/info-pages';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { infoPages } from '../../db/schema/info-pages';
import { fail } from '../../errors';
import { INFO_PAGE_HTML, sanitizeRichHtml } from '../../lib/rich-html';
import { requireSuperUser, type Viewer } from '../access/viewer';

export type InfoPageText = {
  slug: InfoPageSlug;
  language: InfoPageLanguage;
  /** Sanitised html; empty when the page has no text. */
  html: string;
  updated_at: Date | null;
};

export function requireInfoPageSlug(slug: string): InfoPageSlug {
  return isInfoPageSlug(slug) ? slug : fail('NOT_FOUND');
}

export async function readInfoPageText(
  db: Queryable,
  slug: InfoPageSlug,
  language: InfoPageLanguage,
): Promise<InfoPageText> {
  const [row] = await db
    .select({ html: infoPages.html, updated_at: infoPages.updated_at })
    .from(infoPages)
    .where(and(eq(infoPages.slug, slug), eq(infoPages.language, language)));
  // Sanitised on read too: a text written before a rule tightened never reaches the page unchecked.
  return {
    slug,
    language,
    html: sanitizeRichHtml(row?.html ?? null, INFO_PAGE_HTML) ?? '',
    updated_at: row?.updated_at ?? null,
  };
}

/**
 * An info page as the viewer reads it: French for a French-speaking user, Dutch for everyone
 * else (spec 03 section 2.7). Every signed-in role reads the same pages; the scope is on the field.
 */
export async function getInfoPage(db: Queryable, viewer: Viewer, slug: string): Promise<InfoPageText> {
  return readInfoPageText(db, requireInfoPageSlug(slug), infoPageLanguage(viewer.language));
}

/** Both languages of a page, for the super user's editor. */
export async function getInfoPageTexts(db: Queryable, viewer: Viewer, slug: string): Promise<InfoPageText[]> {
  requireSuperUser(viewer);
  const page = requireInfoPageSlug(slug);
  return [await readInfoPageText(db, page, 'nl'), await readInfoPageText(db, page, 'fr')];
}
