import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { outboxMessages } from '../../db/schema/outbox';
import { quotations } from '../../db/schema/quotations';
import { documentsSuite } from '../../test/documents-test-support';
import { errorCode } from '../../test/graphql-client';
import type { Role } from '../../test/signed-in';
import { historyOf, uploadScene } from '../../test/upload-flows-test-support';
import { today } from './write-license-plate-request';

const LIST = `query($page: Int!, $size: Int!, $filter: LicensePlateRequestFilter, $sort: ListSort) {
  licensePlateRequests(page: $page, size: $size, filter: $filter, sort: $sort) {
    total page size
    items { id quotation_number frame_number license_number license_plate_request_status_fk registration_date }
  }
}`;
const UPDATE = `mutation($id: Int!, $changes: LicensePlateRequestChanges!) {
  updateLicensePlateRequest(id: $id, changes: $changes) { id }
}`;
const PRE_REGISTRATION = `mutation($id: Int!, $kind: PreRegistrationKind!) {
  sendLicensePlatePreRegistration(id: $id, kind: $kind) { id }
}`;
const COMMENT = `mutation($id: Int!, $comment: String!) { sendLicensePlateComment(id: $id, comment: $comment) { id } }`;
const EMPLOYEE = `query($id: Int!) { licensePlateRequestEmployee(id: $id) { first_name last_name language } }`;

describe('licence plate requests', () => {
  const suite = documentsSuite();
  const db = () => suite.app.database.db;

  /** A speed pedelec order with its bike and a request in `status`. */
  async function plateScene(
    options: {
      status?: number;
      dealerEmail?: string | null;
      frame?: string | null;
      plate?: string | null;
    } = {},
  ) {
    const dealerEmail =
      options.dealerEmail === undefined
        ? `shop-${Math.random().toString(36).slice(2)}@dealer.test`
        : options.dealerEmail;
    const scene = await uploadScene(suite.app, { status: 'APPROVED', bikeTypeId: 1, dealerEmail });
    const [bike] = await db()
      .insert(bikes)
      .values({
        order_fk: scene.order.id,
        employee_fk: scene.quotation.employee_fk,
        bike_type_fk: 1,
        frame_number: options.frame === undefined ? 'WBK12345678901234' : options.frame,
        control_number: '042',
        barcode_x12: '123456789',
        license_number: options.plate ?? null,
      })
      .returning();
    const [request] = await db()
      .insert(licensePlateRequests)
      .values({
        bike_fk: bike.id,
        license_plate_registration_type_fk: 2,
        license_plate_request_status_fk: options.status ?? 1,
      })
      .returning();
    return { ...scene, bike, request, dealerEmail };
  }
  const requestOf = async (id: number) =>
    (await db().select().from(licensePlateRequests).where(eq(licensePlateRequests.id, id)))[0];
  const bikeOf = async (id: number) => (await db().select().from(bikes).where(eq(bikes.id, id)))[0];
  const mailsTo = (email: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it('lists the default statuses 1, 2, 3, 4 and 7 and every status on demand, with the spec page sizes', async () => {
    const shown = await plateScene({ status: 7 });
    const hidden = await plateScene({ status: 5 });
    const client = await shown.as('superUser');
    const ids = async (filter?: object) => {
      const { body } = await client.request<{ licensePlateRequests: { items: { id: number }[] } }>(LIST, {
        page: 1,
        size: 50,
        filter,
      });
      expect(body.errors).toBeUndefined();
      return body.data!.licensePlateRequests.items.map((item) => item.id);
    };
    expect(await ids()).toContain(shown.request.id);
    expect(await ids()).not.toContain(hidden.request.id);
    expect(await ids({ statuses: [] })).toEqual(
      expect.arrayContaining([shown.request.id, hidden.request.id]),
    );
    expect(await ids({ search: shown.quotation.quotation_number })).toEqual([shown.request.id]);
    expect(errorCode(await client.request(LIST, { page: 1, size: 3 }))).toBe('BAD_INPUT');
    expect(
      errorCode(await client.request(LIST, { page: 1, size: 50, sort: { field: 'nope', direction: 'asc' } })),
    ).toBe('BAD_INPUT');
  });

  it('saves only the changed cells, normalises the licence number, registers the request and mails the dealer', async () => {
    const scene = await plateScene({ status: 2 });
    const client = await scene.as('superUser');
    const { body } = await client.request(UPDATE, {
      id: scene.request.id,
      changes: { license_number: ' s-ab 123 ', control_number: '042' },
    });
    expect(body.errors).toBeUndefined();
    expect((await bikeOf(scene.bike.id)).license_number).toBe('SAB123');
    expect(await requestOf(scene.request.id)).toMatchObject({
      license_plate_request_status_fk: 4,
      registration_date: today(),
      license_plate_sent_to_dealer_date: null,
    });
    const mails = await mailsTo(scene.dealerEmail!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'license-plate-registered', language: 'nl', state: 'queued' });
    expect(mails[0].text).toContain('SAB123');
    const history = await historyOf(suite.app, scene);
    expect(history).toEqual([
      ['bike', 'license_number', null, 'SAB123', 'screen'],
      ['bike', 'license_plate_request_status', '2', '4', 'screen'],
      ['bike', 'license_plate_registration_date', null, today(), 'screen'],
      ['mail', 'license-plate-registered', null, scene.dealerEmail, 'screen'],
    ]);
  });

  it('keeps a registration date already set, and sends no mail for the same licence number', async () => {
    const scene = await plateScene({ status: 3, plate: 'SAB123' });
    await db()
      .update(licensePlateRequests)
      .set({ registration_date: '2026-01-02' })
      .where(eq(licensePlateRequests.id, scene.request.id));
    const client = await scene.as('superUser');
    await client.request(UPDATE, {
      id: scene.request.id,
      changes: { license_number: 'sab-123', license_plate_request_status_fk: 4 },
    });
    expect(await requestOf(scene.request.id)).toMatchObject({
      license_plate_request_status_fk: 4,
      registration_date: '2026-01-02',
    });
    expect(await mailsTo(scene.dealerEmail!)).toEqual([]);
  });

  it('fills the sent-to-dealer date at status 5 and at 6, only when empty', async () => {
    const scene = await plateScene({ status: 4, plate: 'SAB123' });
    const client = await scene.as('superUser');
    await client.request(UPDATE, { id: scene.request.id, changes: { license_plate_request_status_fk: 5 } });
    expect((await requestOf(scene.request.id)).license_plate_sent_to_dealer_date).toBe(today());
    await client.request(UPDATE, {
      id: scene.request.id,
      changes: { license_plate_sent_to_dealer_date: '2026-02-03' },
    });
    await client.request(UPDATE, { id: scene.request.id, changes: { license_plate_request_status_fk: 6 } });
    expect(await requestOf(scene.request.id)).toMatchObject({
      license_plate_request_status_fk: 6,
      license_plate_sent_to_dealer_date: '2026-02-03',
    });
  });

  it('refuses to empty a required cell and saves nothing of that row', async () => {
    const scene = await plateScene({ status: 1 });
    const client = await scene.as('superUser');
    for (const changes of [
      { frame_number: '' },
      { control_number: null },
      { license_number: ' - ' },
      { license_plate_request_status_fk: 9 },
    ]) {
      const response = await client.request(UPDATE, {
        id: scene.request.id,
        changes: { comment: 'x', ...changes },
      });
      expect(errorCode(response)).toBe('BAD_INPUT');
    }
    expect((await requestOf(scene.request.id)).comment).toBeNull();
  });

  it('refuses the registered-plate mail without the data it needs, and saves nothing', async () => {
    const scene = await plateScene({ status: 2, dealerEmail: null });
    const client = await scene.as('superUser');
    const response = await client.request(UPDATE, {
      id: scene.request.id,
      changes: { license_number: 'SAB123' },
    });
    expect(errorCode(response)).toBe('MAIL_DATA_MISSING');
    expect((await bikeOf(scene.bike.id)).license_number).toBeNull();
    expect((await requestOf(scene.request.id)).license_plate_request_status_fk).toBe(2);
  });

  it("mails the employer in the company's language when the quotation is the back office's own", async () => {
    const scene = await plateScene({ status: 2 });
    const employerEmail = `hr-${scene.company.id}@company.test`;
    await db()
      .insert(dealers)
      .values({ id: BACKOFFICE_DEALER_ID, name: 'BACKOFFICE', email: 'backoffice@spokes.test' })
      .onConflictDoUpdate({ target: dealers.id, set: { email: 'backoffice@spokes.test' } });
    await db()
      .update(quotations)
      .set({ dealer_fk: BACKOFFICE_DEALER_ID })
      .where(eq(quotations.id, scene.quotation.id));
    await db()
      .update(companies)
      .set({ email: employerEmail, language_fk: 2 })
      .where(eq(companies.id, scene.company.id));
    const client = await scene.as('superUser');
    const { body } = await client.request(UPDATE, {
      id: scene.request.id,
      changes: { license_number: 'SAB123' },
    });
    expect(body.errors).toBeUndefined();
    expect(await mailsTo(employerEmail)).toMatchObject([
      { template: 'license-plate-registered', language: 'fr' },
    ]);
  });

  it('sends the pre-registration mail (status 2) and the older-than-2-years one (status 3)', async () => {
    const scene = await plateScene({ status: 1 });
    const client = await scene.as('superUser');
    await db().update(dealers).set({ language: 'fr' }).where(eq(dealers.id, scene.dealer.id));
    expect(
      (await client.request(PRE_REGISTRATION, { id: scene.request.id, kind: 'normal' })).body.errors,
    ).toBeUndefined();
    expect((await requestOf(scene.request.id)).license_plate_request_status_fk).toBe(2);
    expect(
      (await client.request(PRE_REGISTRATION, { id: scene.request.id, kind: 'older_than_two_years' })).body
        .errors,
    ).toBeUndefined();
    expect((await requestOf(scene.request.id)).license_plate_request_status_fk).toBe(3);
    expect((await mailsTo(scene.dealerEmail!)).map((mail) => [mail.template, mail.language])).toEqual([
      ['license-plate-pre-registration', 'fr'],
      ['license-plate-pre-registration-old', 'fr'],
    ]);
  });

  it('refuses the pre-registration without a frame number or a dealer e-mail', async () => {
    for (const options of [{ frame: null }, { dealerEmail: null }]) {
      const scene = await plateScene(options);
      const client = await scene.as('superUser');
      const response = await client.request(PRE_REGISTRATION, { id: scene.request.id, kind: 'normal' });
      expect(errorCode(response)).toBe('PRE_REGISTRATION_DATA_MISSING');
      expect((await requestOf(scene.request.id)).license_plate_request_status_fk).toBe(1);
    }
  });

  it('sends a comment to the dealer (status 7), or refuses without a dealer e-mail', async () => {
    const scene = await plateScene({ status: 2 });
    const client = await scene.as('superUser');
    const { body } = await client.request(COMMENT, {
      id: scene.request.id,
      comment: 'Het CoC is onleesbaar.',
    });
    expect(body.errors).toBeUndefined();
    expect(await requestOf(scene.request.id)).toMatchObject({
      license_plate_request_status_fk: 7,
      comment: 'Het CoC is onleesbaar.',
    });
    const [mail] = await mailsTo(scene.dealerEmail!);
    expect(mail).toMatchObject({ template: 'license-plate-comment' });
    expect(mail.text).toContain('Het CoC is onleesbaar.');

    const without = await plateScene({ status: 2, dealerEmail: null });
    const response = await (
      await without.as('superUser')
    ).request(COMMENT, { id: without.request.id, comment: 'x' });
    expect(errorCode(response)).toBe('DEALER_EMAIL_MISSING');
    expect((await requestOf(without.request.id)).license_plate_request_status_fk).toBe(2);
  });

  it('gives the employee info for the modal', async () => {
    const scene = await plateScene();
    const { body } = await (await scene.as('superUser')).request(EMPLOYEE, { id: scene.request.id });
    expect(body.data).toMatchObject({
      licensePlateRequestEmployee: { first_name: 'Employee', language: 'nl' },
    });
  });

  const REFUSED: Role[] = ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'];
  it.each(REFUSED)('refuses a %s every query and mutation of the plates', async (role) => {
    const scene = await plateScene();
    const client = await scene.as(role);
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { page: 1, size: 50 }],
      [EMPLOYEE, { id: scene.request.id }],
      [UPDATE, { id: scene.request.id, changes: { license_number: 'SAB123' } }],
      [PRE_REGISTRATION, { id: scene.request.id, kind: 'normal' }],
      [COMMENT, { id: scene.request.id, comment: 'x' }],
    ];
    for (const [query, variables] of calls)
      expect(errorCode(await client.request(query, variables))).toBe('FORBIDDEN');
    expect(await requestOf(scene.request.id)).toMatchObject({
      license_plate_request_status_fk: 1,
      comment: null,
    });
    expect(await mailsTo(scene.dealerEmail!)).toEqual([]);
  });
});
