import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { servicePasses } from '../../db/schema/service-passes';
import { createBikeBrand } from '../../test/factories';
import { errorCode, type GraphQLResponse } from '../../test/graphql-client';
import { historyOf, overviewSuite, quotationWithOrder, type Client } from '../../test/overview-test-support';

const UPDATE_BIKE = `mutation($order: Int!, $input: BikeInput!) {
  updateBike(order_id: $order, input: $input) {
    frame_number_changed
    quotation_id
  }
}`;
type Saved = { updateBike: { frame_number_changed: boolean; quotation_id: number } };
const BIKE_SHOWN = `query($id: Int!) {
  quotation(id: $id) { order { bike {
    bike_brand_fk key_number_1 frame_number sticker_number license_number accu_number control_number service_pass
  } } }
}`;
type Details = { details?: { fields?: Record<string, string> } };

const FRAME = 'wbaaa1305h8251545';
const PASS = '3120 1234 5678 9012 345';

describe('saving the bike of an order', () => {
  const suite = overviewSuite();
  let brandId: number;
  beforeAll(async () => {
    ({ id: brandId } = await createBikeBrand(db(), 'Brand'));
  });
  const db = () => suite.app.database.db;

  const speedPedelec = (values: Record<string, unknown> = {}) => ({
    bike_brand_fk: brandId,
    key_number_1: 'k12',
    frame_number: FRAME,
    license_number: 's-abc-123',
    accu_number: 'acc1',
    control_number: '042',
    ...values,
  });
  const save = (client: Client, order: number, input: Record<string, unknown>) =>
    client.request<Saved>(UPDATE_BIKE, { order, input });
  const fieldErrors = (response: { body: GraphQLResponse<Saved> }) =>
    (response.body.errors?.[0]?.extensions as Details | undefined)?.details?.fields;
  const bikeOf = async (orderId: number) =>
    (await db().select().from(bikes).where(eq(bikes.order_fk, orderId)))[0];

  it('creates the bike on the first save, normalised by the domain rules, and announces the order', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { bike_type_fk: 1, maintenance_amount: 1200 },
    });
    const response = await save(
      suite.roles.dealerUser,
      order.id,
      speedPedelec({ sticker_number: 'BIKE12345678', service_pass: PASS }),
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.updateBike).toEqual({
      frame_number_changed: false,
      quotation_id: quotation.id,
    });
    const shown = await suite.roles.dealerUser.request(BIKE_SHOWN, { id: quotation.id });
    expect(shown.body.data).toMatchObject({
      quotation: {
        order: {
          bike: {
            bike_brand_fk: brandId,
            key_number_1: 'K12',
            frame_number: FRAME.toUpperCase(),
            sticker_number: '12345678',
            license_number: 'SABC123',
            control_number: '042',
            service_pass: '3120123456789012345',
          },
        },
      },
    });
    const [pass] = await db()
      .select()
      .from(servicePasses)
      .where(eq(servicePasses.barcode, '3120123456789012345'));
    expect(pass).toMatchObject({ bike_fk: (await bikeOf(order.id)).id, dealer_fk: suite.roles.dealerA.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(suite.heard).toContainEqual({
      topic: 'orderUpdated',
      orderId: order.id,
      quotationId: order.quotation_fk,
    });
  });

  it('refuses what section 5 refuses, field by field, and stores nothing', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { bike_type_fk: 1, maintenance_amount: 1200 },
    });
    const refused = await save(suite.roles.dealerUser, order.id, {
      frame_number: 'SHORT',
      sticker_number: '1234',
      accu_number: 'abc',
      control_number: '12',
      service_pass: '9999 1234 5678 9012 345',
    });
    expect(errorCode(refused)).toBe('BAD_INPUT');
    expect(fieldErrors(refused)).toEqual({
      // A missing id reads as its translation key, as in the domain's schema tests.
      bike_brand_fk: 'errors.required',
      key_number_1: 'REQUIRED',
      frame_number: 'FRAME_NUMBER_LENGTH',
      sticker_number: 'STICKER_NUMBER_FORMAT',
      license_number: 'REQUIRED',
      accu_number: 'BATTERY_NUMBER_TOO_SHORT',
      control_number: 'CONTROL_NUMBER_FORMAT',
      service_pass: 'SERVICE_PASS_PREFIX',
    });
    expect(await bikeOf(order.id)).toBeUndefined();
    expect(await historyOf(suite.app, order.quotation_fk)).toEqual([]);
  });

  it('asks a mechanic bike only for brand, key and frame, and a service pass only with maintenance', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    const saved = await save(suite.roles.dealerUser, order.id, {
      bike_brand_fk: brandId,
      key_number_1: 'a',
      frame_number: 'f1',
    });
    expect(saved.body.errors).toBeUndefined();
    const { order: withMaintenance } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { maintenance_amount: 800 },
    });
    const refused = await save(suite.roles.dealerUser, withMaintenance.id, {
      bike_brand_fk: brandId,
      key_number_1: 'a',
      frame_number: 'f1',
    });
    expect(fieldErrors(refused)).toEqual({ service_pass: 'REQUIRED' });
  });

  it('tells when a speed pedelec gets another frame number, not when it gets its first', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles, { quotation: { bike_type_fk: 1 } });
    const first = await save(suite.roles.dealerUser, order.id, speedPedelec());
    expect(first.body.data?.updateBike.frame_number_changed).toBe(false);
    const same = await save(suite.roles.dealerUser, order.id, speedPedelec({ model: 'X' }));
    expect(same.body.data?.updateBike.frame_number_changed).toBe(false);
    const other = await save(
      suite.roles.dealerUser,
      order.id,
      speedPedelec({ model: 'X', frame_number: 'WBAAA1305H8251546' }),
    );
    expect(other.body.data?.updateBike.frame_number_changed).toBe(true);
    expect((await bikeOf(order.id)).frame_number).toBe('WBAAA1305H8251546');
    expect(await historyOf(suite.app, order.quotation_fk)).toEqual([
      ['bike', 'bike_brand_fk', null, String(brandId)],
      ['bike', 'key_number_1', null, 'K12'],
      ['bike', 'frame_number', null, FRAME.toUpperCase()],
      ['bike', 'license_number', null, 'SABC123'],
      ['bike', 'accu_number', null, 'acc1'],
      ['bike', 'control_number', null, '042'],
      ['bike', 'model', null, 'X'],
      ['bike', 'frame_number', FRAME.toUpperCase(), 'WBAAA1305H8251546'],
    ]);
  });

  it('moves the service pass: the old one comes off, one of another bike is refused', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { maintenance_amount: 800 },
    });
    const base = { bike_brand_fk: brandId, key_number_1: 'a', frame_number: 'f1' };
    await save(suite.roles.dealerUser, order.id, { ...base, service_pass: '3120000000000000011' });
    await save(suite.roles.dealerUser, order.id, { ...base, service_pass: '3120000000000000012' });
    const passes = await db().select().from(servicePasses);
    const bikeId = (await bikeOf(order.id)).id;
    expect(passes.find((p) => p.barcode === '3120000000000000011')?.bike_fk).toBeNull();
    expect(passes.find((p) => p.barcode === '3120000000000000012')?.bike_fk).toBe(bikeId);
    expect(
      (await historyOf(suite.app, order.quotation_fk)).filter(([, field]) => field === 'service_pass'),
    ).toEqual([
      ['bike', 'service_pass', null, '3120000000000000011'],
      ['bike', 'service_pass', '3120000000000000011', '3120000000000000012'],
    ]);

    const { order: other } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { maintenance_amount: 800 },
    });
    const taken = await save(suite.roles.dealerUser, other.id, {
      ...base,
      service_pass: '3120000000000000012',
    });
    expect(errorCode(taken)).toBe('SERVICE_PASS_IN_USE');
    expect(await bikeOf(other.id)).toBeUndefined();
  });

  it('locks the bike from deal status INVOICED for everyone but super users', async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles, { order: { deal_status_fk: 6 } });
    const input = { bike_brand_fk: brandId, key_number_1: 'a', frame_number: 'f1' };
    expect(errorCode(await save(suite.roles.dealerAdmin, order.id, input))).toBe('BIKE_LOCKED');
    expect(await bikeOf(order.id)).toBeUndefined();
    expect((await save(suite.roles.superUser, order.id, input)).body.errors).toBeUndefined();
  });

  it("lets the quotation's dealers and super users save it; another dealer gets NOT_FOUND, employers are refused", async () => {
    const { order } = await quotationWithOrder(suite.app, suite.roles);
    const input = { bike_brand_fk: brandId, key_number_1: 'a', frame_number: 'f1' };
    for (const client of [suite.roles.superUser, suite.roles.dealerAdmin, suite.roles.dealerUser])
      expect((await save(client, order.id, input)).body.errors).toBeUndefined();
    const missing = await save(suite.roles.otherDealer, 2_000_000_000, input);
    const foreign = await save(suite.roles.otherDealer, order.id, input);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(foreign.body).toEqual(missing.body);
    for (const employer of [suite.roles.employer, suite.roles.employerAdmin])
      expect(errorCode(await save(employer, order.id, input))).toBe('FORBIDDEN');
  });
});
