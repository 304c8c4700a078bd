import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema/translations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { publish } from '../signals/events';
import { translationStrings, type Language } from './catalogue';

const LANGUAGES: readonly string[] = ['nl', 'fr', 'en', 'de'];

/**
 * A super user's text for one key in one language ('Vertaling bewerken'). Saved, logged and
 * announced in one transaction: every instance's subscribers hear of it at commit, and each
 * open browser reloads that language's strings without a reload of the page.
 */
export async function updateTranslation(
  db: Db,
  viewer: Viewer,
  options: { key: string; language: string; value: string },
) {
  requireSuperUser(viewer);
  if (!LANGUAGES.includes(options.language)) fail('BAD_INPUT', 'language must be nl, fr, en or de');
  const value = options.value.trim();
  if (value === '') fail('REQUIRED_FIELDS_MISSING');
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.key, options.key), eq(translations.language, 'nl')));
    if (!known) fail('NOT_FOUND');
    const [before] = await tx
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.key, options.key), eq(translations.language, options.language)))
      .for('update');
    await tx
      .insert(translations)
      .values({ key: options.key, language: options.language, value })
      .onConflictDoUpdate({
        target: [translations.key, translations.language],
        set: { value, updated_at: new Date() },
      });
    await recordSettingsChange(tx, viewer, {
      table: 'translations',
      recordId: options.key,
      action: before ? 'update' : 'create',
      before: before ? { [options.language]: before.value } : null,
      after: { [options.language]: value },
    });
    await publish(tx, { topic: 'translationChanged', language: options.language, key: options.key });
    return { key: options.key, language: options.language, value };
  });
}

/** Brings back the text this version ships for the key and language. */
export async function resetTranslation(db: Db, viewer: Viewer, options: { key: string; language: string }) {
  requireSuperUser(viewer);
  const shipped = translationStrings[options.key]?.[options.language as Language];
  if (shipped === undefined) fail('NOT_FOUND');
  return updateTranslation(db, viewer, { ...options, value: shipped });
}
