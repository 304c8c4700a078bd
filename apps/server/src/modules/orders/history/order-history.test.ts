import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../../db/schema/order-history';
import { users } from '../../../db/schema/users';
import { createUser, viewerFor } from '../../../test/factories';
import { errorCode, type graphqlClient } from '../../../test/graphql-client';
import { createTestApp } from '../../../test/test-app';
import { orderScene } from '../../../test/documents-test-support';
import { recordOrderHistory } from './record-order-history';

type Client = ReturnType<typeof graphqlClient>;
type HistoryPage = {
  orderHistory: {
    total: number;
    page: number;
    items: {
      kind: string;
      field: string | null;
      new_value: string | null;
      private: boolean;
      actor_name: string | null;
    }[];
  };
};

const HISTORY = `query($id: Int!, $kinds: [OrderHistoryKind!], $page: Int, $size: Int) {
  orderHistory(quotation_id: $id, kinds: $kinds, page: $page, size: $size) {
    total page items { id at actor_name source kind field old_value new_value private }
  }
}`;

describe('order history', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function sceneWithHistory() {
    const scene = await orderScene(app);
    const actor = await createUser(db(), { first_name: 'Ann', last_name: 'Peeters', super_user: true });
    const base = { quotationId: scene.quotation.id, orderId: scene.order.id, source: 'screen' as const };
    await db().transaction((tx) =>
      recordOrderHistory(tx, viewerFor(actor), [
        { ...base, kind: 'order', field: 'order', new: String(scene.order.id) },
        { ...base, kind: 'status', field: 'order_status_fk', old: '1', new: '2' },
      ]),
    );
    await db().transaction((tx) =>
      recordOrderHistory(tx, null, [
        { ...base, source: 'system', kind: 'document', field: 'order_log', new: '5' },
        { ...base, kind: 'bike', field: 'comment_private', new: 'late payer', private: true },
      ]),
    );
    return { ...scene, actor };
  }

  const read = (client: Client, id: number, variables: Record<string, unknown> = {}) =>
    client.request<HistoryPage>(HISTORY, { id, ...variables });

  it('shows a super user every entry, newest first, with who made it', async () => {
    const scene = await sceneWithHistory();
    const { body } = await read(scene.superUser, scene.quotation.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.orderHistory.total).toBe(4);
    expect(body.data!.orderHistory.items.map((entry) => [entry.field, entry.actor_name])).toEqual([
      ['comment_private', null],
      ['order_log', null],
      ['order_status_fk', 'Ann Peeters'],
      ['order', 'Ann Peeters'],
    ]);
  });

  it('filters on kinds and pages', async () => {
    const scene = await sceneWithHistory();
    const byKind = await read(scene.superUser, scene.quotation.id, { kinds: ['status', 'document'] });
    expect(byKind.body.data!.orderHistory.items.map((entry) => entry.kind)).toEqual(['document', 'status']);
    const second = await read(scene.superUser, scene.quotation.id, { page: 2, size: 3 });
    expect(second.body.data!.orderHistory).toMatchObject({ total: 4, page: 2 });
    expect(second.body.data!.orderHistory.items.map((entry) => entry.field)).toEqual(['order']);
  });

  it("shows the quotation's dealer its entries without the private ones", async () => {
    const scene = await sceneWithHistory();
    const { body } = await read(scene.dealer, scene.quotation.id);
    expect(body.data!.orderHistory.total).toBe(3);
    expect(body.data!.orderHistory.items.some((entry) => entry.private)).toBe(false);
  });

  it('answers another dealer and an employer of the company as for a missing quotation', async () => {
    const scene = await sceneWithHistory();
    expect(errorCode(await read(scene.otherDealer, scene.quotation.id))).toBe('NOT_FOUND');
    expect(errorCode(await read(scene.employer, scene.quotation.id))).toBe('NOT_FOUND');
    expect(errorCode(await read(scene.superUser, 2_000_000_000))).toBe('NOT_FOUND');
  });

  it('refuses an update, a delete and a truncate of an entry through SQL', async () => {
    const scene = await sceneWithHistory();
    const where = eq(orderHistory.quotation_fk, scene.quotation.id);
    await expect(db().update(orderHistory).set({ new_value: 'forged' }).where(where)).rejects.toThrow();
    await expect(db().delete(orderHistory).where(where)).rejects.toThrow();
    await expect(db().execute(sql`truncate order_history`)).rejects.toThrow();
    expect(await db().select().from(orderHistory).where(where)).toHaveLength(4);
  });

  it('refuses to set the actor to null together with another change', async () => {
    const scene = await sceneWithHistory();
    await expect(
      db()
        .update(orderHistory)
        .set({ actor_user_fk: null, new_value: 'forged' })
        .where(eq(orderHistory.actor_user_fk, scene.actor.id)),
    ).rejects.toThrow();
  });

  it("keeps a deleted user's entries with the name they were made under", async () => {
    const scene = await sceneWithHistory();
    await db().delete(users).where(eq(users.id, scene.actor.id));
    const { body } = await read(scene.superUser, scene.quotation.id, { kinds: ['status'] });
    expect(body.data!.orderHistory.items).toEqual([expect.objectContaining({ actor_name: 'Ann Peeters' })]);
    const rows = await db()
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.quotation_fk, scene.quotation.id));
    expect(rows.every((row) => row.actor_user_fk === null)).toBe(true);
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const scene = await orderScene(app);
    await expect(
      db().transaction(async (tx) => {
        await recordOrderHistory(tx, null, {
          quotationId: scene.quotation.id,
          source: 'system',
          kind: 'order',
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(
      await db().select().from(orderHistory).where(eq(orderHistory.quotation_fk, scene.quotation.id)),
    ).toEqual([]);
  });
});
