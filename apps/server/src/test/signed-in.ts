import type { App } from '../app';
import { createUser, TEST_PASSWORD, type UserOptions } from './factories';
import { graphqlClient } from './graphql-client';

type SignInApp = Pick<App, 'yoga' | 'database'>;
type Client = ReturnType<typeof graphqlClient>;

/** A client signed in as a user made by createUser (they share the test password). */
export async function signedInAs(
  app: SignInApp,
  user: { email: string },
  clientOptions: Parameters<typeof graphqlClient>[1] = {},
): Promise<Client> {
  const client = graphqlClient(app, clientOptions);
  await client.signIn(user.email, TEST_PASSWORD);
  return client;
}

/** A new user (see createUser) and a client signed in as that user. */
export async function signedInUser(app: SignInApp, options: UserOptions = {}) {
  const user = await createUser(app.database.db, options);
  return { user, client: await signedInAs(app, user) };
}

/** A client signed in as a new user, for tests that need only the session. */
export async function signedIn(app: SignInApp, options: UserOptions = {}): Promise<Client> {
  return signedInAs(app, await createUser(app.database.db, options));
}

const ROLES = ['superUser', 'dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const;
export type Role = (typeof ROLES)[number];
export type RoleRefs = { dealerId: number; otherDealerId: number; companyId: number };

/**
 * The usual roles around a quotation of `dealerId` in `companyId`: a super user, the dealer's
 * admin and user, a user of another dealer, and the company's employer and employer admin.
 */
export function roleUsers(refs: RoleRefs): Record<Role, UserOptions> {
  return {
    superUser: { super_user: true },
    dealerAdmin: { admin: true, dealerIds: [refs.dealerId] },
    dealerUser: { dealerIds: [refs.dealerId] },
    otherDealer: { dealerIds: [refs.otherDealerId] },
    employer: { companyIds: [refs.companyId] },
    employerAdmin: { admin: true, companyIds: [refs.companyId] },
  };
}

/** A client signed in for each of the usual roles, in the order roleUsers names them. */
export async function signedInRoles(app: SignInApp, refs: RoleRefs) {
  const users = roleUsers(refs);
  const clients = {} as Record<Role, Client>;
  for (const role of ROLES) clients[role] = await signedIn(app, users[role]);
  return clients;
}
