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
  let inserted = 0;
  await db.transaction(async (tx) => {
    // Offering every string again cost 1.4 s of CPU at each start on PGlite; reading what is there, 0.5 s.
    const present = new Set(
      (await tx.select({ key: translations.key, language: translations.language }).from(translations)).map(
        (row) => `${row.language} ${row.key}`,
      ),
    );
    const rows = Object.entries(entries).flatMap(([key, values]) =>
      languages
        .filter((language) => !present.has(`${language} ${key}`))
        .map((language) => ({ key, language, value: values[language] })),
    );
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
