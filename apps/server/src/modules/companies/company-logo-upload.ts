import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { validateLogo, detectLogoImageType } from '@spokes/domain/company-settings';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { companyLogoPath } from './company-logo';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Puts the new logo_id on the company (audited) and returns the old one, for removal after commit. */
async function replaceLogo(db: Db, viewer: Viewer, companyId: number, logoId: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!before) fail('NOT_FOUND');
    const [after] = await tx
      .update(companies)
      .set({ logo_id: logoId, logo_url: null })
      .where(eq(companies.id, companyId))
      .returning();
    await recordSettingsChange(tx, viewer, {
      table: 'companies',
      recordId: companyId,
      action: 'update',
      before: { logo_id: before.logo_id },
      after: { logo_id: after.logo_id },
    });
    return { previous: before.logo_id, logo_url: companyLogoPath(after) };
  });
}

/**
 * A company's logo from the settings modal: PNG, JPEG or WebP by its content (not its name), at
 * most 2 MB. Stored first, then named on the company; the old file goes once the change is in.
 * The company's save token is left alone: the logo is not part of the modal's form.
 */
export async function uploadCompanyLogo(
  db: Db,
  viewer: Viewer,
  options: { companyId: number; file: Blob; storage: FileStorage },
) {
  requireSuperUser(viewer);
  const bytes = new Uint8Array(await options.file.arrayBuffer());
  const refusal = validateLogo(bytes);
  if (refusal) fail(refusal);
  const type = detectLogoImageType(bytes)!;
  const key = `company-logos/${randomUUID()}.${EXTENSION[type]}`;
  await options.storage.put(key, bytes, type);
  let result;
  try {
    result = await replaceLogo(db, viewer, options.companyId, key);
  } catch (error) {
    await options.storage.delete(key);
    throw error;
  }
  if (result.previous) await options.storage.delete(result.previous);
  return result.logo_url;
}

export async function deleteCompanyLogo(
  db: Db,
  viewer: Viewer,
  options: { companyId: number; storage: FileStorage },
) {
  requireSuperUser(viewer);
  const result = await replaceLogo(db, viewer, options.companyId, null);
  if (result.previous) await options.storage.delete(result.previous);
  return true;
}
