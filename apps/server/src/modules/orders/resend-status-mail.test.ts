import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/employees';
import { outboxMessages } from '../../db/schema/outbox';
import { errorCode } from '../../test/graphql-client';
import type { Role } from '../../test/signed-in';
import { documentsSuite } from '../../test/documents-test-support';
import { historyOf, uploadScene } from '../../test/upload-flows-test-support';

const RESEND = 'mutation($id: Int!) { resendStatusMail(order_id: $id) }';

describe('re-sending the status mail of an order', () => {
  const suite = documentsSuite();

  const db = () => suite.app.database.db;
  async function sceneWithEmployeeMail(email: string | null, languageId = 1) {
    const scene = await uploadScene(suite.app, { status: 'DELIVERABLE' });
    await db()
      .update(employees)
      .set({ email, language_fk: languageId })
      .where(eq(employees.id, scene.quotation.employee_fk));
    return scene;
  }
  const mailsTo = (email: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it("queues the order-status mail to the employee in the employee's language, every time it is asked", async () => {
    const email = `employee-${Date.now()}@company.test`;
    const scene = await sceneWithEmployeeMail(email, 2);
    const client = await scene.as('superUser');

    expect((await client.request(RESEND, { id: scene.order.id })).body).toEqual({
      data: { resendStatusMail: true },
    });
    await client.request(RESEND, { id: scene.order.id });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ template: 'order-status', language: 'fr', state: 'queued' });
    expect(await historyOf(suite.app, scene)).toEqual([
      ['mail', 'order-status', null, email, 'screen'],
      ['mail', 'order-status', null, email, 'screen'],
    ]);
    expect(mails[0].subject).toBe(`Votre commande ${scene.quotation.quotation_number} : Klaar voor levering`);
  });

  it('answers MAIL_DATA_MISSING for an employee without an e-mail address', async () => {
    const scene = await sceneWithEmployeeMail(null);
    const response = await (await scene.as('superUser')).request(RESEND, { id: scene.order.id });
    expect(errorCode(response)).toBe('MAIL_DATA_MISSING');
  });

  it('answers NOT_FOUND for a missing order', async () => {
    const scene = await sceneWithEmployeeMail('x@company.test');
    const response = await (await scene.as('superUser')).request(RESEND, { id: 2_000_000_000 });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });

  it.each<Role>(['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'])(
    'refuses %s (super users only)',
    async (role) => {
      const email = `employee-${role}-${Date.now()}@company.test`;
      const scene = await sceneWithEmployeeMail(email);
      const response = await (await scene.as(role)).request(RESEND, { id: scene.order.id });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(await mailsTo(email)).toEqual([]);
    },
  );
});
