import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { schema } from '../schema';
import { users } from '../schema/users';
import { seedBikesAndPasses, seedIntegrations } from './demo/after-sales';
import { seedOrderHistory } from './demo/history';
import { seedEmployerPolicies } from './demo/employer-policies';
import { seedDemoInfoPages } from './demo/info-pages';
import { seedLicensePlateHistory } from './demo/license-plate-history';
import { seedOrderAgeing } from './demo/order-ageing';
import { seedOrders } from './demo/orders';
import { DEMO_ACCESS_CODE, seedOrganisations } from './demo/organisations';
import { DEMO_PASSWORD, seedEmployees, seedUsers } from './demo/people';
import { seedQuotations } from './demo/quotations';
import { seedSettingsHistory } from './demo/settings-history';
import { createRandom } from './demo/random';

export type DemoSeedSummary = {
  /** Rows per table after seeding (reference tables included). */
  counts: Record<string, number>;
  /** Self-service access code of the demo company (Brouwerij Zonnedal). */
  accessCode: string;
  users: string[];
  password: string;
};

export const demoUserEmails = [
  'super@demo.test',
  'dealeradmin@demo.test',
  'dealer@demo.test',
  'revendeur@demo.test',
  'employeradmin@demo.test',
  'employer@demo.test',
];

/**
 * Fills an empty database with a deterministic demo data set (seeded PRNG, dates from a base a
 * week before the seed's day), in one transaction. Does nothing and returns null when any user exists.
 * Needs the reference data (seedReferenceData) first.
 */
export async function seedDemo(db: Queryable): Promise<DemoSeedSummary | null> {
  return db.transaction(async (tx) => {
    // two instances starting together on one PostgreSQL: the second waits, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.seed-demo'))`);
    if ((await tx.$count(users)) > 0) return null;

    const random = createRandom(20261101);
    const orgs = await seedOrganisations(tx, random);
    const employees = await seedEmployees(tx, random, orgs);
    const demoUsers = await seedUsers(tx, orgs);
    const quotations = await seedQuotations(tx, random, orgs, employees);
    const orders = await seedOrders(tx, random, quotations);
    const plates = await seedBikesAndPasses(tx, random, orders);
    await seedIntegrations(tx, random, orgs, orders, demoUsers);
    await seedOrderHistory(tx, orders, demoUsers);
    await seedOrderAgeing(tx, demoUsers);
    await seedLicensePlateHistory(tx, plates, demoUsers);
    await seedSettingsHistory(tx, orgs, demoUsers);
    await seedDemoInfoPages(tx, demoUsers);
    await seedEmployerPolicies(tx, orgs, demoUsers);

    const counts: Record<string, number> = {};
    for (const value of Object.values(schema)) {
      if (is(value, PgTable)) counts[getTableName(value)] = await tx.$count(value);
    }
    return { counts, accessCode: DEMO_ACCESS_CODE, users: demoUserEmails, password: DEMO_PASSWORD };
  });
}
