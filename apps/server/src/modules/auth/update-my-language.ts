import { eq } from 'drizzle-orm';
import { isLanguageCode } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { announceViewerChanged } from './session';
import type { Viewer } from '../access/viewer';

/**
 * My account: the signed-in user's own interface language, which the web app and the mails
 * they receive use from now on. Anything but nl, fr, en or de is BAD_INPUT.
 */
export async function updateMyLanguage(db: Db, viewer: Viewer, language: string): Promise<Viewer> {
  const code = language.trim().toLowerCase();
  if (!isLanguageCode(code)) fail('BAD_INPUT', `Unknown language: ${language}`);
  await db.update(users).set({ language: code, updated_at: new Date() }).where(eq(users.id, viewer.userId));
  await announceViewerChanged(db, viewer.userId);
  return { ...viewer, language: code };
}
