import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-client';
import { createTestApp } from '../../test/test-app';
import { companies, costCenters } from '../schema/companies';
import { orderHistory } from '../schema/order-history';
import { orderLogs, orders } from '../schema/orders';
import { seedDemoIfEmpty } from './demo-on-start';
import { DEMO_PASSWORD } from './demo/people';

describe('the demo seed', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'spokes-demo-seed-'));
    app = await createTestApp({ DATA_DIR: dataDir });
    await seedDemoIfEmpty(app.database.db, app.storage);
    baseUrl = await app.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a PDF for every seeded document, which downloads', async () => {
    const db = app.database.db;
    expect(await db.$count(orderLogs, isNull(orderLogs.file_id))).toBe(0);
    const client = graphqlClient(app);
    await client.signIn('super@demo.test', DEMO_PASSWORD);
    const logs = await db.select({ id: orderLogs.id }).from(orderLogs).orderBy(asc(orderLogs.id)).limit(3);
    for (const log of logs) {
      const response = await fetch(new URL(`/files/order-logs/${log.id}`, baseUrl), {
        headers: { cookie: client.cookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.arrayBuffer());
      expect(pdf.getTitle()).toBeTruthy();
    }
  });

  it('gives a delivered order the history of its steps, in order, with who took them', async () => {
    const db = app.database.db;
    const [delivered] = await db.select().from(orders).where(eq(orders.order_status_fk, 5)).limit(1);
    const history = await db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.order_fk, delivered.id), eq(orderHistory.kind, 'status')))
      .orderBy(asc(orderHistory.id));
    expect(history.map((entry) => entry.new_value)).toEqual([
      'NEW',
      'SIGNED',
      'SEND_TO_DECIDER',
      'APPROVED',
      'DELIVERABLE',
      'DELIVERED',
    ]);
    expect(history.map((entry) => entry.old_value)).toEqual([
      null,
      'NEW',
      'SIGNED',
      'SEND_TO_DECIDER',
      'APPROVED',
      'DELIVERABLE',
    ]);
    const times = history.map((entry) => entry.at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(history.every((entry) => entry.actor_name)).toBe(true);
    expect(history[3]).toMatchObject({ source: 'employer_portal' });
    expect(history.at(-1)?.at.getTime()).toBe(delivered.delivery_date?.getTime());
  });

  it("gives the change log the company's onboarding and the sheet's later change, under the company", async () => {
    const client = graphqlClient(app);
    await client.signIn('super@demo.test', DEMO_PASSWORD);
    const [zonnedal] = await app.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Brouwerij Zonnedal'));
    const answer = await client.request<{
      settingsAuditLog: {
        items: { table_name: string; record_id: string; field: string; new_value: string }[];
      };
    }>(
      `query($filter: SettingsAuditFilter) {
        settingsAuditLog(page: 1, size: 50, filter: $filter) { items { table_name record_id field new_value } }
      }`,
      { filter: { owner: { table: 'companies', recordId: String(zonnedal.id) } } },
    );
    const items = answer.body.data?.settingsAuditLog.items ?? [];
    expect(items[0]).toMatchObject({
      table_name: 'company_calculation_sheets',
      field: 'durationMonths',
      new_value: '48',
    });
    expect(items.at(-1)).toMatchObject({
      table_name: 'companies',
      field: 'name',
      new_value: '"Brouwerij Zonnedal"',
    });
    const centres = await app.database.db
      .select()
      .from(costCenters)
      .where(eq(costCenters.company_fk, zonnedal.id));
    expect(
      items
        .filter((item) => item.table_name === 'cost_centers')
        .map((item) => Number(item.record_id))
        .sort(),
    ).toEqual(centres.map((centre) => centre.id).sort());
  });
});
