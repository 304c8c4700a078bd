import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIKE_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const DASHBOARD = `{ employerDashboard {
  statuses { id name count } bike_types { id name count } companies { id name count }
} }`;

type Slice = { id: number; name: string; count: number };
type Dashboard = { statuses: Slice[]; bike_types: Slice[]; companies: Slice[] | null };

describe("employerDashboard: an employer's figures", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createWorld>>;

  /**
   * A parent company with a sub-company, and a company beside them. The parent has two SIGNED
   * mechanic bikes and an APPROVED speed pedelec; the sub-company a REFUSED e-bike; each has a
   * NEW, a TESTPURPOSES and an order-less quotation that no figure counts.
   */
  async function createWorld() {
    const db = app.database.db;
    const dealer = await createDealer(db);
    const parent = await createCompany(db, { name: 'Dashboard Parent' });
    const child = await createCompany(db, { name: 'Dashboard Child', company_parent_fk: parent.id });
    const other = await createCompany(db, { name: 'Dashboard Other' });
    const quotation = async (
      companyId: number,
      status: number | null,
      bikeType: number = BIKE_TYPE.MECHANIC_BIKE.id,
    ) => {
      const row = await createQuotation(db, { dealerId: dealer.id, companyId }, { bike_type_fk: bikeType });
      if (status !== null) await createOrder(db, row.id, { order_status_fk: status });
    };
    await quotation(parent.id, ORDER_STATUS.SIGNED.id);
    await quotation(parent.id, ORDER_STATUS.SIGNED.id);
    await quotation(parent.id, ORDER_STATUS.APPROVED.id, BIKE_TYPE.SPEED_PEDELEC.id);
    await quotation(child.id, ORDER_STATUS.REFUSED.id, BIKE_TYPE.ELEC_BIKE.id);
    await quotation(other.id, ORDER_STATUS.DELIVERED.id, BIKE_TYPE['E-STEP'].id);
    for (const company of [parent, child, other]) {
      await quotation(company.id, ORDER_STATUS.NEW.id, BIKE_TYPE['E-STEP'].id);
      await quotation(company.id, ORDER_STATUS.TESTPURPOSES.id, BIKE_TYPE['E-STEP'].id);
      await quotation(company.id, null, BIKE_TYPE['E-STEP'].id);
    }
    return {
      parent,
      child,
      other,
      parentEmployer: await signedIn(app, { companyIds: [parent.id] }),
      childEmployer: await signedIn(app, { admin: true, companyIds: [child.id] }),
      otherEmployer: await signedIn(app, { companyIds: [other.id] }),
      superUser: await signedIn(app, { super_user: true }),
      dealerUser: await signedIn(app, { dealerIds: [dealer.id] }),
      anonymous: graphqlClient(app),
    };
  }

  async function dashboard(client: ReturnType<typeof graphqlClient>) {
    const response = await client.request<{ employerDashboard: Dashboard }>(DASHBOARD);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.employerDashboard;
  }

  beforeAll(async () => {
    app = await createTestApp();
    world = await createWorld();
  });
  afterAll(() => app.close());

  it('counts a parent employer its companies and those below, NEW, TESTPURPOSES and order-less never', async () => {
    expect(await dashboard(world.parentEmployer)).toEqual({
      statuses: [
        { id: ORDER_STATUS.SIGNED.id, name: 'Getekend', count: 2 },
        { id: ORDER_STATUS.APPROVED.id, name: 'Goedgekeurd', count: 1 },
        { id: ORDER_STATUS.REFUSED.id, name: 'Geweigerd', count: 1 },
      ],
      bike_types: [
        { id: BIKE_TYPE.MECHANIC_BIKE.id, name: 'Fiets', count: 2 },
        { id: BIKE_TYPE.ELEC_BIKE.id, name: 'Elektrische fiets', count: 1 },
        { id: BIKE_TYPE.SPEED_PEDELEC.id, name: 'Speed pedelec', count: 1 },
      ],
      companies: [
        { id: world.parent.id, name: 'Dashboard Parent', count: 3 },
        { id: world.child.id, name: 'Dashboard Child', count: 1 },
      ],
    });
  });

  it("shows a sub-company's employer its own figures only, without the companies pie", async () => {
    expect(await dashboard(world.childEmployer)).toEqual({
      statuses: [{ id: ORDER_STATUS.REFUSED.id, name: 'Geweigerd', count: 1 }],
      bike_types: [{ id: BIKE_TYPE.ELEC_BIKE.id, name: 'Elektrische fiets', count: 1 }],
      companies: null,
    });
  });

  it("never counts another company's quotations", async () => {
    const figures = await dashboard(world.otherEmployer);
    expect(figures.statuses).toEqual([{ id: ORDER_STATUS.DELIVERED.id, name: 'Geleverd', count: 1 }]);
    expect(figures.bike_types).toEqual([{ id: BIKE_TYPE['E-STEP'].id, name: 'E-step', count: 1 }]);
  });

  it('counts every company for a super user, still without NEW and TESTPURPOSES', async () => {
    const figures = await dashboard(world.superUser);
    const companyIds = figures.companies?.map((slice) => slice.id);
    for (const company of [world.parent, world.child, world.other]) expect(companyIds).toContain(company.id);
    const statusIds = figures.statuses.map((slice) => slice.id);
    expect(statusIds).not.toContain(ORDER_STATUS.NEW.id);
    expect(statusIds).not.toContain(ORDER_STATUS.TESTPURPOSES.id);
  });

  it('refuses a dealer and a caller without a session', async () => {
    expect(errorCode(await world.dealerUser.request(DASHBOARD))).toBe('FORBIDDEN');
    expect(errorCode(await world.anonymous.request(DASHBOARD))).toBe('UNAUTHENTICATED');
  });
});
