import { and, eq, inArray } from 'drizzle-orm';
import type { LanguageCode } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { translations } from '../../db/schema/translations';
import { translationStrings } from './catalogue';

export type Texts = (key: string) => string;

/**
 * The texts of a file made on the server in the user's language (an export's header row and
 * values): the strings table, so a super user's edits show as on the screen, and the shipped
 * catalogue for a key it lacks.
 */
export async function exportTexts(
  db: Queryable,
  language: LanguageCode,
  keys: readonly string[],
): Promise<Texts> {
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.language, language), inArray(translations.key, [...keys])));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return (key) => stored.get(key) ?? translationStrings[key]?.[language] ?? key;
}
