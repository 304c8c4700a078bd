import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { containing, pageWindow, type ListDefinition, type PageRequest } from '../../db/list';
import { translations } from '../../db/schema/translations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { translationStrings, type Language } from './catalogue';

/** The languages a super user translates into, beside nl (the spec: the language list without the first). */
export const OTHER_LANGUAGES = ['fr', 'en', 'de'] as const satisfies readonly Language[];
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

export type TranslationRowFilter = {
  key?: string | null;
  nl?: string | null;
  value?: string | null;
  /** Only keys without a text in the chosen language. */
  missing?: boolean | null;
};

const nl = alias(translations, 'nl');
const other = alias(translations, 'other');

export const translationRowList: ListDefinition<'key' | 'nl' | 'value'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: { key: nl.key, nl: nl.value, value: other.value },
  defaultSort: { field: 'key', direction: 'asc' },
  tieBreaker: nl.id,
};

function rowWhere(filter: TranslationRowFilter | null | undefined): SQL | undefined {
  return and(
    filter?.key ? ilike(nl.key, containing(filter.key)) : undefined,
    filter?.nl ? ilike(nl.value, containing(filter.nl)) : undefined,
    filter?.value ? ilike(other.value, containing(filter.value)) : undefined,
    filter?.missing ? or(isNull(other.value), eq(sql`trim(${other.value})`, '')) : undefined,
  );
}

/** Whether a stored text differs from the one this version ships (a reset brings that one back). */
export function isEdited(key: string, language: Language, value: string | null): boolean {
  const shipped = translationStrings[key]?.[language];
  return shipped !== undefined && value !== null && value !== shipped;
}

/**
 * The Taal tab (spec 03 section 2.2): each key with its nl text and the chosen language's text
 * side by side, searchable per column, a page at a time. Every key has an nl text (it is the
 * language the spec writes in), so the list runs over nl and joins the other language.
 */
export async function listTranslationRows(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { language: string; filter?: TranslationRowFilter | null },
) {
  requireSuperUser(viewer);
  if (!OTHER_LANGUAGES.includes(options.language as OtherLanguage))
    fail('BAD_INPUT', 'language must be fr, en or de');
  const language = options.language as OtherLanguage;
  const window = pageWindow(translationRowList, options);
  const from = db
    .select({ key: nl.key, nl: nl.value, value: other.value, total: sql<number>`count(*) over ()` })
    .from(nl)
    .leftJoin(other, and(eq(other.key, nl.key), eq(other.language, language)))
    .where(and(eq(nl.language, 'nl'), rowWhere(options.filter)))
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset);
  const rows = await from;
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : window.offset > 0
        ? await countRows(db, language, options.filter)
        : 0;
  return {
    page: window.page,
    size: window.size,
    total,
    items: rows.map((row) => ({
      key: row.key,
      nl: row.nl,
      value: row.value,
      nl_edited: isEdited(row.key, 'nl', row.nl),
      value_edited: isEdited(row.key, language, row.value),
    })),
  };
}

/** The count when the page asked for lies past the last row (the window function then saw none). */
async function countRows(
  db: Queryable,
  language: OtherLanguage,
  filter: TranslationRowFilter | null | undefined,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)` })
    .from(nl)
    .leftJoin(other, and(eq(other.key, nl.key), eq(other.language, language)))
    .where(and(eq(nl.language, 'nl'), rowWhere(filter)));
  return Number(row?.total ?? 0);
}
