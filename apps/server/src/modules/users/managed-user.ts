import { asc, eq, sql } from 'drizzle-orm';
import type { ManagedUser } from '@spokes/domain/user-management';
import type { UserFields } from '@spokes/domain/user-schemas';
import type { Queryable } from '../../db/client';
import { userCompanies, userDealers, users } from '../../db/schema/users';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

/** The columns user management shows, with the user's dealers and companies as sorted id lists. */
export const managedUserColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  language: users.language,
  admin: users.admin,
  super_user: users.super_user,
  backoffice: users.backoffice,
  portal_user: users.portal_user,
  login_time: users.login_time,
  created_at: users.created_at,
  dealerIds: sql<
    number[]
  >`array(select ${userDealers.dealer_id} from ${userDealers} where ${userDealers.user_id} = ${users.id} order by 1)`,
  companyIds: sql<
    number[]
  >`array(select ${userCompanies.company_id} from ${userCompanies} where ${userCompanies.user_id} = ${users.id} order by 1)`,
};

export type ManagedUserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  admin: boolean;
  super_user: boolean;
  backoffice: boolean;
  portal_user: boolean;
  login_time: Date | null;
  created_at: Date;
  dealerIds: number[];
  companyIds: number[];
};

export const managedUserOrder = [
  asc(sql`lower(${users.last_name})`),
  asc(sql`lower(${users.first_name})`),
  asc(users.id),
];

/** Array elements come back as strings from some drivers: one place makes them numbers. */
export function normaliseRow(row: ManagedUserRow): ManagedUserRow {
  return { ...row, dealerIds: row.dealerIds.map(Number), companyIds: row.companyIds.map(Number) };
}

/** A user the viewer may manage, or NOT_FOUND: one out of reach answers like a missing one. */
export async function findManagedUser(db: Queryable, viewer: Viewer, id: number): Promise<ManagedUserRow> {
  await requireAccess(db, viewer, 'user', id, 'read');
  const [row] = await db.select(managedUserColumns).from(users).where(eq(users.id, id));
  return row ? normaliseRow(row) : fail('NOT_FOUND');
}

export function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    admin: row.admin,
    superUser: row.super_user,
    backoffice: row.backoffice,
    portalUser: row.portal_user,
    dealerIds: row.dealerIds,
    companyIds: row.companyIds,
  };
}

export function fieldsToManagedUser(id: number | null, fields: UserFields): ManagedUser {
  return {
    id,
    admin: fields.admin,
    superUser: fields.superUser,
    backoffice: fields.backoffice,
    portalUser: fields.isPortaluser,
    dealerIds: fields.dealerIds,
    companyIds: fields.companyIds,
  };
}

/** The stored values in the shape of the form, for an edit that sends only what it changes. */
export function rowToFields(row: ManagedUserRow) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    language: row.language,
    admin: row.admin,
    superUser: row.super_user,
    backoffice: row.backoffice,
    isPortaluser: row.portal_user,
    dealerIds: row.dealerIds,
    companyIds: row.companyIds,
  };
}
