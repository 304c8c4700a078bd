import type { Queryable } from '../../db/client';
import { fail } from '../../errors';
import { requireAccess } from '../access/access-table';
import type { Viewer } from '../access/viewer';

/**
 * Reading a company's policy and delegations: a super user, or an employer of the company (its
 * own or one above it). Another company answers NOT_FOUND, as a missing one does.
 */
export async function requirePolicyReader(db: Queryable, viewer: Viewer, companyId: number) {
  if (!viewer.superUser && !viewer.employerCompanyIds.includes(companyId)) fail('NOT_FOUND');
  await requireAccess(db, viewer, 'company', companyId, 'read');
}

/**
 * Setting a company's policy and naming delegates: a super user, or an employer admin of the
 * company (issue 30); an employer user who is no admin is FORBIDDEN, anyone else NOT_FOUND.
 */
export async function requirePolicyAdmin(db: Queryable, viewer: Viewer, companyId: number) {
  await requirePolicyReader(db, viewer, companyId);
  if (!viewer.superUser && !viewer.admin) fail('FORBIDDEN');
}
