import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/companies';
import { orderLogs } from '../db/schema/orders';
import {
  createCompany,
  createDealer,
  createOrder,
  createQuotation,
  createUser,
  viewerFor,
} from '../test/factories';
import { createTestApp } from '../test/test-app';
import type { Viewer } from './access/viewer';
import { linkDeal } from './orders/link-deal';
import { searchDealsToLink } from './deals/search-deals-to-link';
import { updateDealCustomFields } from './deals/update-deal-custom-fields';
import { updateDealPhase } from './orders/update-deal-phase';
import { retryOutboxMessage } from './mail/retry-outbox-message';
import { createNotification } from './notifications/create-notification';
import { requireAccess } from './access/access-table';
import { retriggerWebhook } from './webhooks/retrigger-webhook';

const MISSING = 999_999_999;
const notFound = { code: 'NOT_FOUND' };

describe('one access pattern: a row out of scope answers like a missing one', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  let scene: Awaited<ReturnType<typeof buildScene>>;

  async function buildScene() {
    const dealer = await createDealer(db());
    const otherDealer = await createDealer(db());
    const company = await createCompany(db());
    const hiddenCompany = await createCompany(db());
    await db().update(companies).set({ hide: true }).where(eq(companies.id, hiddenCompany.id));
    const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    const hiddenQuotation = await createQuotation(db(), { dealerId: dealer.id, companyId: hiddenCompany.id });
    const order = await createOrder(db(), quotation.id, { order_status_fk: 2 });
    const [orderLog] = await db()
      .insert(orderLogs)
      .values({ order_fk: order.id, order_log_type_fk: 1, hidden: true })
      .returning();
    const as = async (links: { dealerIds?: number[]; companyIds?: number[] }, superUser = false) =>
      viewerFor(await createUser(db(), { ...links, super_user: superUser }), links);
    return {
      dealer,
      company,
      hiddenCompany,
      quotation,
      hiddenQuotation,
      order,
      orderLog,
      superUser: await as({}, true),
      dealerUser: await as({ dealerIds: [dealer.id] }),
      otherDealerUser: await as({ dealerIds: [otherDealer.id] }),
      employer: await as({ companyIds: [company.id] }),
      otherEmployer: await as({ companyIds: [hiddenCompany.id] }),
    };
  }

  beforeAll(async () => {
    app = await createTestApp();
    scene = await buildScene();
  });
  afterAll(() => app.close());

  /** Allowed for `allowed`, and for `refused` exactly the error of a missing id. */
  async function expectScope(
    check: (viewer: Viewer, id: number) => Promise<unknown>,
    id: number,
    allowed: Viewer[],
    refused: Viewer[],
  ) {
    for (const viewer of allowed) await expect(check(viewer, id)).resolves.toBeTruthy();
    for (const viewer of refused) {
      await expect(check(viewer, id)).rejects.toMatchObject(notFound);
      await expect(check(viewer, MISSING)).rejects.toMatchObject(notFound);
    }
  }

  it('quotations, orders and order logs follow the quotation scope; hidden logs never reach employers', async () => {
    const { superUser, dealerUser, otherDealerUser, employer, otherEmployer } = scene;
    const quotation = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'quotation', id, 'read');
    const order = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'order', id, 'read');
    const orderLog = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'orderLog', id, 'read');
    await expectScope(
      quotation,
      scene.quotation.id,
      [superUser, dealerUser, employer],
      [otherDealerUser, otherEmployer],
    );
    await expectScope(
      order,
      scene.order.id,
      [superUser, dealerUser, employer],
      [otherDealerUser, otherEmployer],
    );
    await expectScope(orderLog, scene.orderLog.id, [superUser, dealerUser], [employer, otherDealerUser]);
  });

  it('companies and employees: dealers read every company not hidden, employers their own', async () => {
    const { superUser, dealerUser, employer, otherEmployer } = scene;
    const company = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'company', id, 'read');
    const employee = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'employee', id, 'read');
    await expectScope(company, scene.company.id, [superUser, dealerUser, employer], [otherEmployer]);
    await expectScope(company, scene.hiddenCompany.id, [superUser, otherEmployer], [dealerUser, employer]);
    await expectScope(
      employee,
      scene.quotation.employee_fk,
      [superUser, dealerUser, employer],
      [otherEmployer],
    );
    await expectScope(employee, scene.hiddenQuotation.employee_fk, [otherEmployer], [dealerUser, employer]);
  });

  it('dealers: super users all, a dealer user its own, employers none', async () => {
    const { superUser, dealerUser, otherDealerUser, employer } = scene;
    const dealer = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'dealer', id, 'read');
    await expectScope(dealer, scene.dealer.id, [superUser, dealerUser], [otherDealerUser, employer]);
  });

  it('users: only whom the viewer may manage; notifications: only the own inbox, super users included', async () => {
    const { superUser, dealerUser, employer } = scene;
    const user = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'user', id, 'read');
    await expectScope(user, employer.userId, [superUser], [dealerUser, employer]);
    const notification = await createNotification(db(), {
      userId: employer.userId,
      message: 'notifications.test',
    });
    const inbox = (viewer: Viewer, id: number) => requireAccess(db(), viewer, 'notification', id, 'read');
    await expectScope(inbox, notification.id, [employer], [superUser, dealerUser]);
  });

  it('super-user operations refuse any other viewer themselves, whatever the resolver checked', async () => {
    const { superUser, dealerUser, employer } = scene;
    const forbidden = { code: 'FORBIDDEN' };
    for (const viewer of [dealerUser, employer]) {
      await expect(linkDeal(db(), viewer, { order_id: scene.order.id, deal_id: 1 })).rejects.toMatchObject(
        forbidden,
      );
      await expect(updateDealPhase(db(), viewer, { id: 1, phase: 'WON' })).rejects.toMatchObject(forbidden);
      await expect(updateDealCustomFields(db(), viewer, { id: 1, custom_fields: [] })).rejects.toMatchObject(
        forbidden,
      );
      await expect(searchDealsToLink(db(), viewer, { quotation_number: 'Q1' })).rejects.toMatchObject(
        forbidden,
      );
      await expect(retryOutboxMessage(db(), viewer, { id: 1, config: app.config })).rejects.toMatchObject(
        forbidden,
      );
      await expect(retriggerWebhook(db(), viewer, 1)).rejects.toMatchObject(forbidden);
    }
    await expect(searchDealsToLink(db(), superUser, { quotation_number: 'Q1' })).resolves.toEqual([]);
    await expect(retriggerWebhook(db(), superUser, MISSING)).rejects.toMatchObject(notFound);
  });
});
