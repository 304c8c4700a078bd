import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { fail } from '../../errors';
import type { FileStorage, StoredObject } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

/**
 * Where the web shows a company's logo, or null without one. The stored file's key is part of
 * the address, so a new logo is a new address and the old one may stay cached.
 */
export function companyLogoPath(company: { id: number; logo_id: string | null }): string | null {
  if (!company.logo_id) return null;
  return `/files/companies/${company.id}/logo?v=${encodeURIComponent(company.logo_id.replace(/^.*\//, ''))}`;
}

/** The stored logo of a company the viewer may read; NOT_FOUND without one or out of scope alike. */
export async function readCompanyLogo(
  db: Queryable,
  viewer: Viewer,
  storage: FileStorage,
  companyId: number,
): Promise<StoredObject> {
  const [company] = await db
    .select({ logo_id: companies.logo_id })
    .from(companies)
    .where(and(eq(companies.id, companyId), accessScope(viewer, 'company', 'read')));
  const logo = company?.logo_id ? await storage.get(company.logo_id) : null;
  return logo ?? fail('NOT_FOUND');
}
