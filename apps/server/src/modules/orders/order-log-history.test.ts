import { describe, expect, it } from 'vitest';
import { historyOf, uploadScene } from '../../test/upload-flows-test-support';
import { documentsSuite, pdfFile, smallPdf } from '../../test/documents-test-support';

const ADD = `mutation($id: Int!, $file: File!) {
  addExtraDocument(order_id: $id, title: "Bestelbon", file: $file) { id }
}`;
const HIDE = 'mutation($input: UpdateOrderLogInput!) { updateOrderLog(input: $input) { id hidden } }';

describe("the history of an order's documents", () => {
  const suite = documentsSuite();

  it('records an added document, and each real change of its hidden flag', async () => {
    const scene = await uploadScene(suite.app, { status: 'APPROVED' });
    const superUser = await scene.as('superUser');
    const { body } = await superUser.upload<{ addExtraDocument: { id: number } }>(
      ADD,
      { id: scene.order.id, file: null },
      [['variables.file', pdfFile(await smallPdf())]],
    );
    const id = body.data!.addExtraDocument.id;

    await superUser.request(HIDE, { input: { id, hidden: true } });
    await superUser.request(HIDE, { input: { id, hidden: true } });
    await superUser.request(HIDE, { input: { id, hidden: false } });

    expect(await historyOf(suite.app, scene)).toEqual([
      ['document', 'OTHER', null, String(id), 'screen'],
      ['document', 'hidden', 'false', 'true', 'screen'],
      ['document', 'hidden', 'true', 'false', 'screen'],
    ]);
  });
});
