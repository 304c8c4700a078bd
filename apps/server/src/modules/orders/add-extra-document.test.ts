import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLogs } from '../../db/schema/orders';
import { errorCode } from '../../test/graphql-client';
import type { Role } from '../../test/signed-in';
import { uploadScene, type Client } from '../../test/upload-flows-test-support';
import { documentsSuite, pdfFile, smallPdf, storedObjects } from '../../test/documents-test-support';

const ADD = `mutation($id: Int!, $title: String, $file: File!) {
  addExtraDocument(order_id: $id, title: $title, file: $file) { order_log_type_fk description }
}`;

describe('adding an extra document to an order', () => {
  const suite = documentsSuite();

  const add = async (client: Client, orderId: number, title: string | null) =>
    client.upload<{ addExtraDocument: { order_log_type_fk: number; description: string } }>(
      ADD,
      { id: orderId, title, file: null },
      [['variables.file', pdfFile(await smallPdf('Bestelbon'))]],
    );
  const logsOf = (orderId: number) =>
    suite.app.database.db.select().from(orderLogs).where(eq(orderLogs.order_fk, orderId));

  it('records the PDF as an OTHER document described by its title', async () => {
    const scene = await uploadScene(suite.app, { status: 'APPROVED' });
    const { body } = await add(await scene.as('dealerUser'), scene.order.id, '  Bestelbon winkel ');
    expect(body.data!.addExtraDocument).toEqual({ order_log_type_fk: 7, description: 'Bestelbon winkel' });
    expect(await logsOf(scene.order.id)).toHaveLength(1);
  });

  it.each([null, '   '])('refuses the title %j with its own message, storing nothing', async (title) => {
    const scene = await uploadScene(suite.app);
    const before = await storedObjects(suite.filesDir);
    const response = await add(await scene.as('superUser'), scene.order.id, title);
    expect(errorCode(response)).toBe('DOCUMENT_TITLE_REQUIRED');
    expect(await logsOf(scene.order.id)).toEqual([]);
    expect(await storedObjects(suite.filesDir)).toEqual(before);
  });

  it.each<[Role, string]>([
    ['superUser', 'accepted'],
    ['dealerAdmin', 'accepted'],
    ['otherDealer', 'NOT_FOUND'],
    ['employer', 'FORBIDDEN'],
    ['employerAdmin', 'FORBIDDEN'],
  ])('as %s: %s', async (role, answer) => {
    const scene = await uploadScene(suite.app);
    const response = await add(await scene.as(role), scene.order.id, 'Bestelbon');
    expect(errorCode(response) ?? 'accepted').toBe(answer);
  });
});
