import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { issueCodes } from '@spokes/domain/schemas';
import { userFieldsSchema, type UserFields } from '@spokes/domain/user-schemas';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { userCompanies, userDealers, users } from '../../db/schema/users';
import { fail } from '../../errors';
import { isUniqueViolation } from '../../db/unique-violation';

/** The form's values, normalised, or BAD_INPUT with the error code of each wrong field. */
export function parseUserFields(input: unknown): UserFields {
  const parsed = userFieldsSchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}

/** E-mail addresses are unique regardless of case (the unique index is on lower(email)). */
/** The users row of the form's fields: one mapping for create and edit. */
export function userColumns(fields: UserFields) {
  return {
    email: fields.email,
    first_name: fields.first_name,
    last_name: fields.last_name,
    language: fields.language,
    admin: fields.admin,
    super_user: fields.superUser,
    backoffice: fields.backoffice,
    portal_user: fields.isPortaluser,
  };
}

/** A concurrent save of the same e-mail passes `assertEmailFree`; the unique index refuses it. */
export async function refusingTakenEmail<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) fail('EMAIL_IN_USE');
    throw error;
  }
}

export async function assertEmailFree(tx: Queryable, email: string, exceptUserId: number | null) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (taken) fail('EMAIL_IN_USE');
}

/** Replaces the user's dealers and companies with the given ones. */
export async function writeUserLinks(tx: Queryable, userId: number, fields: UserFields) {
  await assertLinksExist(tx, fields);
  await tx.delete(userDealers).where(eq(userDealers.user_id, userId));
  await tx.delete(userCompanies).where(eq(userCompanies.user_id, userId));
  if (fields.dealerIds.length)
    await tx
      .insert(userDealers)
      .values(fields.dealerIds.map((dealer_id) => ({ user_id: userId, dealer_id })));
  if (fields.companyIds.length)
    await tx
      .insert(userCompanies)
      .values(fields.companyIds.map((company_id) => ({ user_id: userId, company_id })));
}

/** An id that names no dealer or company is a wrong request, not a database error. */
async function assertLinksExist(tx: Queryable, fields: UserFields) {
  if (fields.dealerIds.length) {
    const found = await tx
      .select({ id: dealers.id })
      .from(dealers)
      .where(inArray(dealers.id, fields.dealerIds));
    if (found.length !== fields.dealerIds.length) fail('BAD_INPUT', 'Unknown dealer');
  }
  if (fields.companyIds.length) {
    const found = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(inArray(companies.id, fields.companyIds));
    if (found.length !== fields.companyIds.length) fail('BAD_INPUT', 'Unknown company');
  }
}
