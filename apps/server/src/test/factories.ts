import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { companies, invoiceTargets } from '../db/schema/companies';
import { deals } from '../db/schema/deals';
import { bikeBrands, dealers } from '../db/schema/dealers';
import { employees } from '../db/schema/employees';
import { fields, fieldTypes, fieldValues } from '../db/schema/fields';
import { orders } from '../db/schema/orders';
import { quotations } from '../db/schema/quotations';
import { variants } from '../db/schema/reference';
import { userCompanies, userDealers, users } from '../db/schema/users';
import { webhooks } from '../db/schema/webhooks';
import { hashPassword } from '../modules/auth/password-hash';
import type { Viewer } from '../modules/access/viewer';

export const TEST_PASSWORD = 'Test!2026pass';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

export async function createDealer(db: Queryable, values: Partial<typeof dealers.$inferInsert> = {}) {
  const [dealer] = await db
    .insert(dealers)
    .values({ name: `Dealer ${unique()}`, ...values })
    .returning();
  return dealer;
}

/** Brand and variant codes are unique: each call makes its own, whatever name a test gives. */
export async function createBikeBrand(db: Queryable, name = 'Gazelle') {
  const [brand] = await db
    .insert(bikeBrands)
    .values({ name, code: `BRAND-${unique().toUpperCase()}` })
    .returning();
  return brand;
}

export async function createVariant(db: Queryable, name: string) {
  const [variant] = await db
    .insert(variants)
    .values({ name, code: `VARIANT-${unique().toUpperCase()}` })
    .returning();
  return variant;
}

export async function createCompany(db: Queryable, values: Partial<typeof companies.$inferInsert> = {}) {
  const [target] = await db
    .insert(invoiceTargets)
    .values({ name: `Target ${unique()}` })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}`, invoice_target_fk: target.id, variant_fk: 1, ...values })
    .returning();
  return company;
}

export type UserOptions = Partial<typeof users.$inferInsert> & {
  dealerIds?: number[];
  companyIds?: number[];
};

/** A user with the test password; give dealerIds or companyIds to make a dealer or employer. */
export async function createUser(db: Queryable, options: UserOptions = {}) {
  const { dealerIds = [], companyIds = [], ...values } = options;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email: `user-${unique()}@test.test`, password_hash: await passwordHash, ...values })
    .returning();
  if (dealerIds.length)
    await db.insert(userDealers).values(dealerIds.map((dealer_id) => ({ user_id: user.id, dealer_id })));
  if (companyIds.length)
    await db.insert(userCompanies).values(companyIds.map((company_id) => ({ user_id: user.id, company_id })));
  return user;
}

/** A quotation of the dealer for a new employee of the company (a mechanic bike). */
export async function createQuotation(
  db: Queryable,
  refs: { dealerId: number; companyId: number },
  values: Partial<typeof quotations.$inferInsert> = {},
) {
  const [employee] = await db
    .insert(employees)
    .values({ company_fk: refs.companyId, first_name: 'Employee', last_name: unique() })
    .returning();
  const [quotation] = await db
    .insert(quotations)
    .values({
      dealer_fk: refs.dealerId,
      company_fk: refs.companyId,
      employee_fk: employee.id,
      bike_type_fk: 2,
      ...values,
    })
    .returning();
  return quotation;
}

export async function createOrder(
  db: Queryable,
  quotationId: number,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({ quotation_fk: quotationId, ...values })
    .returning();
  return order;
}

/** A deal of the built-in CRM, in phase OPEN unless told otherwise. */
export async function createDeal(db: Queryable, values: Partial<typeof deals.$inferInsert> = {}) {
  const [deal] = await db
    .insert(deals)
    .values({ title: `Deal ${unique()}`, ...values })
    .returning();
  return deal;
}

/** A JSON webhook of the invoice target, for every order change unless a filter or deal status says otherwise. */
export async function createWebhook(
  db: Queryable,
  values: Pick<typeof webhooks.$inferInsert, 'url' | 'invoice_target_fk'> &
    Partial<typeof webhooks.$inferInsert>,
) {
  const [webhook] = await db
    .insert(webhooks)
    .values({ webhook_format_fk: 1, ...values })
    .returning();
  return webhook;
}

/** The viewer an operation sees for a user made by createUser, without signing in (no sub-companies). */
export function viewerFor(
  user: typeof users.$inferSelect,
  links: { dealerIds?: number[]; companyIds?: number[] } = {},
): Viewer {
  return {
    userId: user.id,
    sessionId: `test-${unique()}`,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    language: user.language,
    superUser: user.super_user,
    admin: user.admin,
    backoffice: user.backoffice,
    portalUser: user.portal_user,
    dealerIds: links.dealerIds ?? [],
    companyIds: links.companyIds ?? [],
    employerCompanyIds: links.companyIds ?? [],
    delegatedCompanyIds: [],
  };
}

/**
 * A quotation field of the company, of a seeded field type (BIKE_VALUE ...) or, with `values`,
 * a new LIST field type with those choices.
 */
export async function createField(
  db: Queryable,
  companyId: number,
  code: string,
  options: { values?: string[]; index?: number } = {},
) {
  let [type] = await db.select().from(fieldTypes).where(eq(fieldTypes.code, code));
  type ??= (
    await db
      .insert(fieldTypes)
      .values({ code, name: code, data_type_fk: options.values ? 3 : 1, is_multivalue: !!options.values })
      .returning()
  )[0];
  const [field] = await db
    .insert(fields)
    .values({ company_fk: companyId, field_type_fk: type.id, name: code, index: options.index ?? type.index })
    .returning();
  if (options.values?.length) {
    await db.insert(fieldValues).values(options.values.map((value) => ({ field_fk: field.id, value })));
  }
  return field;
}
