import { afterAll, beforeAll } from 'vitest';
import { createCompany, createDealer, type UserOptions } from './factories';
import { graphqlClient } from './graphql-client';
import { signedInUser } from './signed-in';
import { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const USER_FIELDS =
  'id email first_name last_name language admin superUser backoffice isPortaluser dealerIds companyIds kind';
export const LIST_USERS = `query($kind: UserKind) { users(kind: $kind) { ${USER_FIELDS} } }`;
export const CREATE_USER = `mutation($input: UserCreateInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
export const UPDATE_USER = `mutation($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
export const DELETE_USER = 'mutation($id: Int!) { deleteUser(id: $id) { id email } }';
export const ASSIGNABLES = '{ userAssignables { dealers { id name } companies { id name } } }';

export type UserResult = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  admin: boolean;
  superUser: boolean;
  backoffice: boolean;
  isPortaluser: boolean;
  dealerIds: number[];
  companyIds: number[];
  kind: 'DEALER' | 'COMPANY';
};

/** A fresh address per call: tests share one database and must not collide. */
export function newEmail(prefix = 'new') {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@test.test`;
}

export function userInput(values: Record<string, unknown> = {}) {
  return { first_name: 'Nina', last_name: 'Nieuw', email: newEmail(), language: 'nl', ...values };
}

/**
 * Two dealers and two companies, and one user of each role on the first dealer or company, each
 * with a signed-in client. The second dealer and company are out of every admin's reach.
 */
export async function createWorld(app: TestApp) {
  const db = app.database.db;
  const [dealer, otherDealer, company, otherCompany] = [
    await createDealer(db),
    await createDealer(db),
    await createCompany(db),
    await createCompany(db),
  ];
  const actor = (options: UserOptions) =>
    signedInUser(app, { first_name: 'Ann', last_name: 'Actor', ...options });
  return {
    dealer,
    otherDealer,
    company,
    otherCompany,
    superUser: await actor({ super_user: true, backoffice: true }),
    dealerAdmin: await actor({ admin: true, dealerIds: [dealer.id] }),
    dealerUser: await actor({ dealerIds: [dealer.id] }),
    employerAdmin: await actor({ admin: true, companyIds: [company.id] }),
    employerUser: await actor({ companyIds: [company.id] }),
    anonymous: { client: graphqlClient(app) },
  };
}

export type UsersSuite = { app: TestApp; world: Awaited<ReturnType<typeof createWorld>> };

/** Registers a fresh app with createWorld's users for a describe block, closed after it; filled once beforeAll has run. */
export function usersSuite(): UsersSuite {
  let app: TestApp;
  let world: UsersSuite['world'];
  beforeAll(async () => {
    app = await createTestApp();
    world = await createWorld(app);
  });
  afterAll(() => app.close());
  return {
    get app() {
      return app;
    },
    get world() {
      return world;
    },
  };
}
