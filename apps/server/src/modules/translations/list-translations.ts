import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { translations } from '../../db/schema/translations';
import { fail } from '../../errors';

const languages = new Set(['nl', 'fr', 'en', 'de']);

export async function listTranslations(db: Queryable, language: string) {
  if (!languages.has(language)) fail('BAD_INPUT', `Unknown language ${language}`);
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.language, language))
    .orderBy(asc(translations.key));
}
