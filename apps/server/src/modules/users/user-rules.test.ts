import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/users';
import { createUser } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedInAs } from '../../test/signed-in';
import { ME } from '../../test/auth-test-support';
import {
  CREATE_USER,
  usersSuite,
  DELETE_USER,
  newEmail,
  UPDATE_USER,
  userInput,
  type UserResult,
} from '../../test/users-test-support';

describe('user management rules', () => {
  const suite = usersSuite();

  const named = { first_name: 'Tom', last_name: 'Target' };
  const dealerTarget = () =>
    createUser(suite.app.database.db, { ...named, dealerIds: [suite.world.dealer.id] });
  const create = (client: typeof suite.world.superUser.client, input: Record<string, unknown>) =>
    client.request<{ createUser: UserResult }>(CREATE_USER, { input: userInput(input) });
  const update = (client: typeof suite.world.superUser.client, id: number, input: Record<string, unknown>) =>
    client.request<{ updateUser: UserResult }>(UPDATE_USER, { id, input });

  describe('reach', () => {
    it('answers NOT_FOUND for a user outside the admin reach, exactly as for a missing one', async () => {
      const db = suite.app.database.db;
      const otherDealers = await createUser(db, { ...named, dealerIds: [suite.world.otherDealer.id] });
      const otherCompanies = await createUser(db, { ...named, companyIds: [suite.world.otherCompany.id] });
      const missing = { id: 2_000_000_000 };
      const cases = [
        [suite.world.dealerAdmin, otherDealers],
        [suite.world.dealerAdmin, suite.world.employerUser.user],
        [suite.world.dealerAdmin, suite.world.superUser.user],
        [suite.world.employerAdmin, otherCompanies],
        [suite.world.employerAdmin, suite.world.dealerUser.user],
        [suite.world.dealerAdmin, missing],
      ] as const;
      for (const [admin, target] of cases) {
        const edit = await update(admin.client, target.id, { last_name: 'Anders' });
        const removal = await admin.client.request(DELETE_USER, { id: target.id });
        expect(edit.body).toEqual(
          await update(admin.client, missing.id, { last_name: 'Anders' }).then((r) => r.body),
        );
        expect(errorCode(edit)).toBe('NOT_FOUND');
        expect(errorCode(removal)).toBe('NOT_FOUND');
      }
      const [unchanged] = await db.select().from(users).where(eq(users.id, otherDealers.id));
      expect(unchanged.last_name).toBe('Target');
    });

    it('refuses an admin a dealer or company that is not its own', async () => {
      const admin = suite.world.dealerAdmin.client;
      expect(errorCode(await create(admin, { dealerIds: [suite.world.otherDealer.id] }))).toBe('FORBIDDEN');
      expect(
        errorCode(await create(admin, { dealerIds: [suite.world.dealer.id, suite.world.otherDealer.id] })),
      ).toBe('FORBIDDEN');
      expect(
        errorCode(
          await create(admin, { dealerIds: [suite.world.dealer.id], companyIds: [suite.world.company.id] }),
        ),
      ).toBe('FORBIDDEN');
      const target = await dealerTarget();
      expect(errorCode(await update(admin, target.id, { dealerIds: [suite.world.otherDealer.id] }))).toBe(
        'FORBIDDEN',
      );
      expect(
        errorCode(
          await create(suite.world.employerAdmin.client, { companyIds: [suite.world.otherCompany.id] }),
        ),
      ).toBe('FORBIDDEN');
    });

    it('refuses an admin a user without dealer or company, which would leave its reach', async () => {
      expect(errorCode(await create(suite.world.dealerAdmin.client, {}))).toBe('DEALER_OR_COMPANY_REQUIRED');
      const target = await dealerTarget();
      expect(errorCode(await update(suite.world.dealerAdmin.client, target.id, { dealerIds: [] }))).toBe(
        'DEALER_OR_COMPANY_REQUIRED',
      );
    });

    it('lets a super user assign any dealer and company, and create back-office staff without any', async () => {
      const response = await create(suite.world.superUser.client, {
        dealerIds: [suite.world.otherDealer.id, suite.world.dealer.id],
        companyIds: [suite.world.otherCompany.id],
      });
      expect(response.body.data?.createUser).toMatchObject({
        dealerIds: [suite.world.dealer.id, suite.world.otherDealer.id].sort((a, b) => a - b),
        companyIds: [suite.world.otherCompany.id],
      });
      const staff = await create(suite.world.superUser.client, { superUser: true, backoffice: true });
      expect(staff.body.data?.createUser).toMatchObject({ superUser: true, backoffice: true, dealerIds: [] });
    });

    it('refuses a dealer or company id that does not exist', async () => {
      expect(errorCode(await create(suite.world.superUser.client, { dealerIds: [2_000_000_000] }))).toBe(
        'BAD_INPUT',
      );
      expect(errorCode(await create(suite.world.superUser.client, { companyIds: [2_000_000_000] }))).toBe(
        'BAD_INPUT',
      );
    });
  });

  describe('flags', () => {
    it('refuses the super user, backoffice and portal-user flags to an admin, on create and on edit', async () => {
      const target = await dealerTarget();
      for (const flag of ['superUser', 'backoffice', 'isPortaluser']) {
        expect(
          errorCode(
            await create(suite.world.dealerAdmin.client, {
              dealerIds: [suite.world.dealer.id],
              [flag]: true,
            }),
          ),
        ).toBe('FORBIDDEN');
        expect(errorCode(await update(suite.world.dealerAdmin.client, target.id, { [flag]: true }))).toBe(
          'FORBIDDEN',
        );
      }
      const [stored] = await suite.app.database.db.select().from(users).where(eq(users.id, target.id));
      expect(stored).toMatchObject({ super_user: false, backoffice: false, portal_user: false });
    });

    it('lets a super user set them and an admin set the admin flag', async () => {
      const flags = { superUser: true, backoffice: true, isPortaluser: true };
      const bySuper = await create(suite.world.superUser.client, {
        dealerIds: [suite.world.dealer.id],
        ...flags,
      });
      expect(bySuper.body.data?.createUser).toMatchObject(flags);
      const byAdmin = await create(suite.world.dealerAdmin.client, {
        dealerIds: [suite.world.dealer.id],
        admin: true,
      });
      expect(byAdmin.body.data?.createUser).toMatchObject({ admin: true, superUser: false });
    });

    it('lets an admin edit a user who keeps a flag only a super user can set', async () => {
      const portal = await createUser(suite.app.database.db, {
        ...named,
        companyIds: [suite.world.company.id],
        portal_user: true,
      });
      const response = await update(suite.world.employerAdmin.client, portal.id, {
        last_name: 'Nieuw',
        isPortaluser: true,
      });
      expect(response.body.data?.updateUser).toMatchObject({ last_name: 'Nieuw', isPortaluser: true });
    });
  });

  describe('oneself', () => {
    it('refuses deleting oneself', async () => {
      for (const actor of [suite.world.dealerAdmin, suite.world.employerAdmin, suite.world.superUser]) {
        expect(errorCode(await actor.client.request(DELETE_USER, { id: actor.user.id }))).toBe(
          'CANNOT_DELETE_SELF',
        );
      }
    });

    it('refuses removing one own admin or backoffice flag, and allows other edits of oneself', async () => {
      const admin = suite.world.dealerAdmin;
      expect(errorCode(await update(admin.client, admin.user.id, { admin: false }))).toBe(
        'CANNOT_REMOVE_OWN_ADMIN',
      );
      const backoffice = suite.world.superUser;
      expect(errorCode(await update(backoffice.client, backoffice.user.id, { backoffice: false }))).toBe(
        'CANNOT_REMOVE_OWN_ADMIN',
      );
      const renamed = await update(admin.client, admin.user.id, { first_name: 'Dirk' });
      expect(renamed.body.data?.updateUser).toMatchObject({ first_name: 'Dirk', admin: true });
    });

    it('lets a super user take the admin flag from another admin', async () => {
      const other = await createUser(suite.app.database.db, {
        ...named,
        admin: true,
        dealerIds: [suite.world.dealer.id],
      });
      const response = await update(suite.world.superUser.client, other.id, { admin: false });
      expect(response.body.data?.updateUser.admin).toBe(false);
    });
  });

  describe('e-mail', () => {
    it('stores the e-mail trimmed and lower-cased', async () => {
      const email = newEmail('Mixed');
      const response = await create(suite.world.dealerAdmin.client, {
        dealerIds: [suite.world.dealer.id],
        email: `  ${email.toUpperCase()} `,
      });
      expect(response.body.data?.createUser.email).toBe(email.toLowerCase());
    });

    it('refuses an address already in use, whatever its case, with EMAIL_IN_USE', async () => {
      const taken = suite.world.dealerUser.user.email;
      const duplicate = await create(suite.world.superUser.client, { email: taken.toUpperCase() });
      expect(errorCode(duplicate)).toBe('EMAIL_IN_USE');
      const target = await dealerTarget();
      expect(
        errorCode(await update(suite.world.dealerAdmin.client, target.id, { email: ` ${taken} ` })),
      ).toBe('EMAIL_IN_USE');
      const own = await update(suite.world.dealerAdmin.client, target.id, {
        email: target.email.toUpperCase(),
      });
      expect(own.body.data?.updateUser.email).toBe(target.email);
    });

    it('refuses a malformed e-mail, an empty name or an unknown language with BAD_INPUT', async () => {
      for (const input of [{ email: 'nina@' }, { first_name: '  ' }, { language: 'es' }]) {
        expect(errorCode(await create(suite.world.superUser.client, input))).toBe('BAD_INPUT');
      }
    });
  });

  describe('editing and deleting', () => {
    it('changes only the fields given', async () => {
      const target = await createUser(suite.app.database.db, {
        ...named,
        language: 'fr',
        dealerIds: [suite.world.dealer.id],
      });
      const response = await update(suite.world.dealerAdmin.client, target.id, {
        last_name: 'Anders',
        language: null,
      });
      expect(response.body.data?.updateUser).toMatchObject({
        first_name: 'Tom',
        last_name: 'Anders',
        language: 'fr',
        dealerIds: [suite.world.dealer.id],
      });
    });

    it('ends every session of a deleted user', async () => {
      const target = await dealerTarget();
      const client = await signedInAs(suite.app, target);
      expect((await client.request(ME)).body.data).toBeTruthy();
      const response = await suite.world.dealerAdmin.client.request(DELETE_USER, { id: target.id });
      expect(response.body.data).toEqual({ deleteUser: { id: target.id, email: target.email } });
      expect(errorCode(await client.request(ME))).toBe('UNAUTHENTICATED');
      expect(
        await suite.app.database.db.select().from(sessions).where(eq(sessions.user_id, target.id)),
      ).toEqual([]);
      expect(errorCode(await suite.world.dealerAdmin.client.request(DELETE_USER, { id: target.id }))).toBe(
        'NOT_FOUND',
      );
    });
  });
});
