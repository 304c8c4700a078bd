import { describe, expect, it } from 'vitest';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { createUser } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import {
  ASSIGNABLES,
  CREATE_USER,
  usersSuite,
  DELETE_USER,
  LIST_USERS,
  UPDATE_USER,
  userInput,
  type UserResult,
} from '../../test/users-test-support';

describe('user management: who may do what', () => {
  const suite = usersSuite();

  type Role = 'superUser' | 'dealerAdmin' | 'dealerUser' | 'employerAdmin' | 'employerUser' | 'anonymous';
  const expected: Record<Role, 'ok' | 'FORBIDDEN' | 'UNAUTHENTICATED'> = {
    superUser: 'ok',
    dealerAdmin: 'ok',
    dealerUser: 'FORBIDDEN',
    employerAdmin: 'ok',
    employerUser: 'FORBIDDEN',
    anonymous: 'UNAUTHENTICATED',
  };
  /** Each role works on users of its own dealer or company: the only question is the role. */
  const links = (role: Role) =>
    role.startsWith('employer')
      ? { companyIds: [suite.world.company.id] }
      : { dealerIds: [suite.world.dealer.id] };
  const target = (role: Role) =>
    createUser(suite.app.database.db, { first_name: 'Tom', last_name: 'Target', ...links(role) });

  const operations = {
    users: (role: Role) => suite.world[role].client.request(LIST_USERS),
    createUser: (role: Role) =>
      suite.world[role].client.request(CREATE_USER, { input: userInput(links(role)) }),
    updateUser: async (role: Role) =>
      suite.world[role].client.request(UPDATE_USER, {
        id: (await target(role)).id,
        input: { last_name: 'Anders' },
      }),
    deleteUser: async (role: Role) =>
      suite.world[role].client.request(DELETE_USER, { id: (await target(role)).id }),
  };

  for (const [operation, run] of Object.entries(operations)) {
    for (const [role, outcome] of Object.entries(expected) as [Role, string][]) {
      it(`${operation} as ${role}: ${outcome}`, async () => {
        const response = await run(role);
        if (outcome === 'ok') {
          expect(response.body.errors).toBeUndefined();
          expect(response.body.data?.[operation]).toBeTruthy();
        } else {
          expect(errorCode(response)).toBe(outcome);
        }
      });
    }
  }

  it('lists for a dealer admin only the users whose dealers are all its own', async () => {
    const db = suite.app.database.db;
    const own = await createUser(db, { dealerIds: [suite.world.dealer.id] });
    const other = await createUser(db, { dealerIds: [suite.world.otherDealer.id] });
    const both = await createUser(db, { dealerIds: [suite.world.dealer.id, suite.world.otherDealer.id] });
    const superOnOwn = await createUser(db, { super_user: true, dealerIds: [suite.world.dealer.id] });
    const unlinked = await createUser(db);
    const { body } = await suite.world.dealerAdmin.client.request<{ users: UserResult[] }>(LIST_USERS);
    const ids = body.data!.users.map((user) => user.id);
    expect(ids).toContain(own.id);
    expect(ids).toContain(suite.world.dealerAdmin.user.id);
    for (const hidden of [
      other,
      both,
      superOnOwn,
      unlinked,
      suite.world.employerUser.user,
      suite.world.superUser.user,
    ])
      expect(ids).not.toContain(hidden.id);
    expect(body.data!.users.every((user) => user.kind === 'DEALER')).toBe(true);
  });

  it('lists for an employer admin only the users of its own companies', async () => {
    const db = suite.app.database.db;
    const own = await createUser(db, { companyIds: [suite.world.company.id] });
    const other = await createUser(db, { companyIds: [suite.world.otherCompany.id] });
    const { body } = await suite.world.employerAdmin.client.request<{ users: UserResult[] }>(LIST_USERS);
    const ids = body.data!.users.map((user) => user.id);
    expect(ids).toEqual(
      expect.arrayContaining([own.id, suite.world.employerUser.user.id, suite.world.employerAdmin.user.id]),
    );
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(suite.world.dealerUser.user.id);
  });

  it('lists everyone for a super user and splits them by kind into company and dealer users', async () => {
    const client = suite.world.superUser.client;
    const all = await client.request<{ users: UserResult[] }>(LIST_USERS);
    const company = await client.request<{ users: UserResult[] }>(LIST_USERS, { kind: 'COMPANY' });
    const dealer = await client.request<{ users: UserResult[] }>(LIST_USERS, { kind: 'DEALER' });
    const idsOf = (response: typeof all) => response.body.data!.users.map((user) => user.id);
    expect(idsOf(company)).toContain(suite.world.employerUser.user.id);
    expect(idsOf(company)).not.toContain(suite.world.dealerUser.user.id);
    expect(idsOf(dealer)).toEqual(
      expect.arrayContaining([suite.world.dealerUser.user.id, suite.world.superUser.user.id]),
    );
    expect([...idsOf(company), ...idsOf(dealer)].sort()).toEqual(idsOf(all).sort());
  });

  it('offers an admin only its own dealers or companies to assign, and a super user all of them', async () => {
    type Assignables = { userAssignables: { dealers: { id: number }[]; companies: { id: number }[] } };
    const ids = (list: { id: number }[]) => list.map((entry) => entry.id);
    const dealerAdmin = (await suite.world.dealerAdmin.client.request<Assignables>(ASSIGNABLES)).body.data!;
    expect(ids(dealerAdmin.userAssignables.dealers)).toEqual([suite.world.dealer.id]);
    expect(dealerAdmin.userAssignables.companies).toEqual([]);
    const employerAdmin = (await suite.world.employerAdmin.client.request<Assignables>(ASSIGNABLES)).body
      .data!;
    expect(employerAdmin.userAssignables.dealers).toEqual([]);
    expect(ids(employerAdmin.userAssignables.companies)).toEqual([suite.world.company.id]);
    const superUser = (await suite.world.superUser.client.request<Assignables>(ASSIGNABLES)).body.data!;
    expect(ids(superUser.userAssignables.dealers)).toEqual(
      expect.arrayContaining([suite.world.dealer.id, suite.world.otherDealer.id, BACKOFFICE_DEALER_ID]),
    );
    expect(ids(superUser.userAssignables.companies)).toEqual(
      expect.arrayContaining([suite.world.company.id, suite.world.otherCompany.id]),
    );
    expect(errorCode(await suite.world.dealerUser.client.request(ASSIGNABLES))).toBe('FORBIDDEN');
  });
});
