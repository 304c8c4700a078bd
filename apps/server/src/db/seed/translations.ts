import type { Queryable } from '../client';
import { translations } from '../schema/translations';

export type TranslationLanguage = 'nl' | 'fr' | 'en' | 'de';
export type TranslationEntries = Record<string, Record<TranslationLanguage, string>>;

const languages: TranslationLanguage[] = ['nl', 'fr', 'en', 'de'];
const batchSize = 1000;

/**
 * Adds the shipped strings that are missing. A (key, language) that exists is left alone, so a
 * value edited by a super user survives every start; new keys of a later version arrive.
 * Returns how many rows were inserted.
 */
export async function seedTranslations(db: Queryable, entries: TranslationEntries): Promise<number> {
  const rows = Object.entries(entries).flatMap(([key, values]) =>
    languages.map((language) => ({ key, language, value: values[language] })),
  );
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const result = await tx
        .insert(translations)
        .values(rows.slice(start, start + batchSize))
        .onConflictDoNothing({ target: [translations.key, translations.language] })
        .returning({ id: translations.id });
      inserted += result.length;
    }
  });
  return inserted;
}
