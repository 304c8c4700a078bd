import { hash } from '@node-rs/argon2';
import { formatNationalRegister, withNationalRegisterCheckDigits } from '@spokes/domain/national-register';
import type { Tx } from '../../client';
import { employees } from '../../schema/employees';
import { userCompanies, userDealers, users } from '../../schema/users';
import { firstNames, lastNames, places, slug, streets } from './names';
import type { DemoCompany, DemoOrganisations } from './organisations';
import { DEMO_BASE_DATE, daysBefore, inBatches, isoDate, type Random } from './random';

// The five draws the demo has always made, so the data drawn after stays the same; the last
// two digits give way to valid check digits.
function demoNationalRegister(random: Random): string {
  const nine = `${random.digits(2)}${random.digits(2)}${random.digits(2)}${random.digits(3)}`;
  random.digits(2);
  return formatNationalRegister(withNationalRegisterCheckDigits(nine));
}

export const DEMO_PASSWORD = 'Spokes!2026';

export type DemoEmployee = {
  id: number;
  name: string;
  email: string;
  company: DemoCompany;
  statuteCode: string | null;
};
export type DemoUsers = {
  superUserId: number;
  /** dealer@demo.test, of this dealer: the one who takes its orders' steps in the history. */
  dealerUser: { id: number; dealerId: number };
  employerAdminId: number;
  employerId: number;
  companyIdsOf: Record<number, number[]>;
};

const statuteCodes: Record<number, string> = {
  1: 'EMPLOYEE',
  2: 'WORKER',
  3: 'EXECUTIVE',
  4: 'CIVIL_SERVANT',
};

export async function seedEmployees(
  tx: Tx,
  random: Random,
  orgs: DemoOrganisations,
): Promise<DemoEmployee[]> {
  const planned = orgs.companies.flatMap((company) => {
    const count = company.hide ? random.int(2, 4) : random.int(8, 20);
    return Array.from({ length: count }, () => {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const place = random.pick(places);
      const statute = random.pick(company.statuteIds);
      const speedReady = random.chance(0.7);
      return {
        company,
        statuteCode: statuteCodes[statute] ?? null,
        row: {
          company_fk: company.id,
          employee_statute_fk: statute,
          employee_title_fk: random.pick([1, 2, 3]),
          language_fk: company.languageId === 2 || random.chance(0.1) ? 2 : 1,
          first_name: first,
          last_name: last,
          email: `${slug(first)}.${slug(last)}.${random.digits(3)}@${company.domain}`,
          tel: `+32 4${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
          employee_number: random.chance(0.8) ? `EMP${random.digits(5)}` : null,
          street: random.pick(streets),
          house_number: String(random.int(1, 180)),
          zip_code: place.zip,
          city: place.city,
          national_register: speedReady ? demoNationalRegister(random) : null,
          date_of_birth: isoDate(daysBefore(DEMO_BASE_DATE, random.int(22 * 365, 62 * 365))),
          drivers_license_date: speedReady
            ? isoDate(daysBefore(DEMO_BASE_DATE, random.int(365, 30 * 365)))
            : null,
          comment_public: random.chance(0.1) ? 'Wil de fiets graag voor de zomer.' : null,
          comment_private: null,
          custom_properties:
            company.name === 'Stad Kortrijk'
              ? { Dienst: random.pick(['Groendienst', 'Bibliotheek', 'Burgerzaken']) }
              : {},
          employee_access_code: random.code(12),
        },
      };
    });
  });
  const ids = await inBatches(planned, (batch) =>
    tx
      .insert(employees)
      .values(batch.map((p) => p.row))
      .returning({ id: employees.id }),
  );
  return planned.map((p, i) => ({
    id: ids[i].id,
    name: `${p.row.first_name} ${p.row.last_name}`,
    email: p.row.email,
    company: p.company,
    statuteCode: p.statuteCode,
  }));
}

/** The five demo accounts, all with DEMO_PASSWORD (hashed once: argon2id is slow on purpose). */
export async function seedUsers(tx: Tx, orgs: DemoOrganisations): Promise<DemoUsers> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const root = orgs.companies.find((c) => c.name === 'Brouwerij Zonnedal')!;
  const subtree = [root.id];
  for (const company of orgs.companies)
    if (company.parentId !== null && subtree.includes(company.parentId)) subtree.push(company.id);
  const employerCompany = orgs.companies.find((c) => c.name === 'Vandenbroucke Engineering')!;
  const dealer = orgs.dealers[0];

  const rows = await tx
    .insert(users)
    .values(
      [
        {
          email: 'super@demo.test',
          first_name: 'Sam',
          last_name: 'Super',
          super_user: true,
          backoffice: true,
        },
        { email: 'dealeradmin@demo.test', first_name: 'Dirk', last_name: 'Dealer', admin: true },
        { email: 'dealer@demo.test', first_name: 'Dana', last_name: 'Verkoper' },
        // A French-speaking user of the same dealer: the info pages and the interface in French.
        { email: 'revendeur@demo.test', first_name: 'Rémi', last_name: 'Revendeur', language: 'fr' },
        {
          email: 'employeradmin@demo.test',
          first_name: 'Eva',
          last_name: 'Werkgever',
          admin: true,
          portal_user: true,
        },
        {
          email: 'employer@demo.test',
          first_name: 'Emiel',
          last_name: 'Personeelsdienst',
          portal_user: true,
          language: 'nl',
        },
      ].map((u) => ({ ...u, password_hash: passwordHash })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => rows.find((r) => r.email === email)!.id;

  await tx.insert(userDealers).values([
    { user_id: idOf('dealeradmin@demo.test'), dealer_id: dealer.id },
    { user_id: idOf('dealer@demo.test'), dealer_id: dealer.id },
    { user_id: idOf('revendeur@demo.test'), dealer_id: dealer.id },
  ]);
  await tx
    .insert(userCompanies)
    .values([
      ...subtree.map((company_id) => ({ user_id: idOf('employeradmin@demo.test'), company_id })),
      { user_id: idOf('employer@demo.test'), company_id: employerCompany.id },
    ]);
  return {
    superUserId: idOf('super@demo.test'),
    dealerUser: { id: idOf('dealer@demo.test'), dealerId: dealer.id },
    employerAdminId: idOf('employeradmin@demo.test'),
    employerId: idOf('employer@demo.test'),
    companyIdsOf: {
      [idOf('employeradmin@demo.test')]: subtree,
      [idOf('employer@demo.test')]: [employerCompany.id],
    },
  };
}
