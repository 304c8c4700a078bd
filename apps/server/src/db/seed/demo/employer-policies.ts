import { eq } from 'drizzle-orm';
import { addDays, brusselsToday } from '@spokes/domain/format';
import type { Tx } from '../../client';
import { employerDelegations, employerPolicies } from '../../schema/employer-policies';
import { userCompanies, users } from '../../schema/users';
import type { DemoOrganisations } from './organisations';
import type { DemoUsers } from './people';

/**
 * Issue 30's screens have something to show: Vandenbroucke Engineering (and its two branches,
 * which inherit it) approves a mechanic or electric bike up to EUR 4,000 and EUR 120 a month by
 * itself and leaves the rest to its employer; Eva Werkgever, on leave, has Elke Vervanger of
 * Zonnedal Logistiek decide for Brouwerij Zonnedal from two days ago to twelve days ahead. The
 * days are around the day of seeding (not the demo's base date): a delegation is only shown
 * as in force on its days.
 */
export async function seedEmployerPolicies(tx: Tx, orgs: DemoOrganisations, demoUsers: DemoUsers) {
  const byName = (name: string) => orgs.companies.find((company) => company.name === name)!;
  await tx.insert(employerPolicies).values({
    company_fk: byName('Vandenbroucke Engineering').id,
    allowed_bike_type_ids: [2, 5],
    max_bike_value: 400_000,
    max_monthly_lease: 12_000,
    when_fits: 'approve',
    when_not_fits: 'ask',
  });
  // The same password as the other demo accounts, without hashing it once more.
  const [eva] = await tx
    .select({ passwordHash: users.password_hash })
    .from(users)
    .where(eq(users.id, demoUsers.employerAdminId));
  const [elke] = await tx
    .insert(users)
    .values({
      email: 'vervanger@demo.test',
      first_name: 'Elke',
      last_name: 'Vervanger',
      portal_user: true,
      password_hash: eva.passwordHash,
    })
    .returning({ id: users.id });
  await tx.insert(userCompanies).values({ user_id: elke.id, company_id: byName('Zonnedal Logistiek').id });
  await tx.insert(employerDelegations).values({
    company_fk: byName('Brouwerij Zonnedal').id,
    delegator_user_fk: demoUsers.employerAdminId,
    delegate_user_fk: elke.id,
    first_day: addDays(brusselsToday(), -2),
    last_day: addDays(brusselsToday(), 12),
    created_by_user_fk: demoUsers.employerAdminId,
  });
}
