import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { AppError } from '../../errors';
import { createUser } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import type { Viewer } from '../access/viewer';
import { listOutboxMessages } from './list-outbox-messages';

const OUTBOX = `query($page: Int!, $size: Int!, $filter: OutboxMessageFilter, $sort: ListSort) {
  outboxMessages(page: $page, size: $size, filter: $filter, sort: $sort) {
    total page size items { recipient }
  }
}`;

type OutboxPage = {
  outboxMessages: { total: number; page: number; size: number; items: { recipient: string }[] };
};

// The paged-list helper (db/list.ts), proven through the outbox: the first list built on it.
describe('paged lists', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let superUser: ReturnType<typeof graphqlClient>;

  beforeAll(async () => {
    app = await createTestApp();
    superUser = await signedIn(app, { super_user: true });
  });
  afterAll(() => app.close());

  /** Mails to the given local parts at a domain of their own, so tests do not see each other's. */
  async function mailsTo(localParts: string[]) {
    const domain = `${randomUUID().slice(0, 8)}.test`;
    await app.database.db.insert(outboxMessages).values(
      localParts.map((local, i) => ({
        channel: 'mail' as const,
        recipient: `${local}@${domain}`,
        text: 'body',
        template: 'test',
        language: 'nl',
        state: i % 2 === 0 ? ('sent' as const) : ('dead' as const),
        created_at: new Date(Date.UTC(2026, 0, 1, 9, i)),
        job_key: randomUUID(),
      })),
    );
    return domain;
  }

  const page = (variables: Record<string, unknown>) => superUser.request<OutboxPage>(OUTBOX, variables);

  it('pages the rows and counts every match, whatever the page', async () => {
    const domain = await mailsTo(['a', 'b', 'c', 'd', 'e']);
    const first = await page({ page: 1, size: 2, filter: { recipient: domain } });
    expect(first.body.data?.outboxMessages).toEqual({
      total: 5,
      page: 1,
      size: 2,
      items: [{ recipient: `e@${domain}` }, { recipient: `d@${domain}` }],
    });
    const last = await page({ page: 3, size: 2, filter: { recipient: domain } });
    expect(last.body.data?.outboxMessages.items).toEqual([{ recipient: `a@${domain}` }]);
    expect(last.body.data?.outboxMessages.total).toBe(5);
  });

  it('counts only the rows that pass every filter', async () => {
    const domain = await mailsTo(['a', 'b', 'c', 'd', 'e']);
    const dead = await page({ page: 1, size: 10, filter: { recipient: domain, state: 'dead' } });
    expect(dead.body.data?.outboxMessages.total).toBe(2);
    expect(dead.body.data?.outboxMessages.items.map((m) => m.recipient).sort()).toEqual([
      `b@${domain}`,
      `d@${domain}`,
    ]);
  });

  it('refuses a page below 1, a page deeper than the list maximum, and a size outside 1 to the list maximum', async () => {
    expect(errorCode(await page({ page: 0, size: 10 }))).toBe('PAGE_TOO_LOW');
    expect(errorCode(await page({ page: 5000, size: 10 }))).toBe('PAGE_TOO_HIGH');
    expect(errorCode(await page({ page: 1000, size: 10 }))).toBeUndefined();
    expect(errorCode(await page({ page: 1, size: 0 }))).toBe('BAD_INPUT');
    expect(errorCode(await page({ page: 1, size: 101 }))).toBe('BAD_INPUT');
    expect(errorCode(await page({ page: 1, size: 100 }))).toBeUndefined();
  });

  it('sorts on a whitelisted field and refuses any other as bad input, not SQL', async () => {
    const domain = await mailsTo(['carol', 'alice', 'bob']);
    const byRecipient = await page({
      page: 1,
      size: 10,
      filter: { recipient: domain },
      sort: { field: 'recipient', direction: 'asc' },
    });
    expect(byRecipient.body.data?.outboxMessages.items.map((m) => m.recipient.split('@')[0])).toEqual([
      'alice',
      'bob',
      'carol',
    ]);
    for (const field of ['text', 'id; drop table outbox_messages', 'constructor']) {
      const refused = await page({ page: 1, size: 10, sort: { field, direction: 'asc' } });
      expect(errorCode(refused)).toBe('BAD_INPUT');
    }
  });

  it('matches % and _ in a search literally', async () => {
    const domain = await mailsTo(['100%_off', '100xyoff', 'plain']);
    const percent = await page({ page: 1, size: 10, filter: { recipient: `%_off@${domain}` } });
    expect(percent.body.data?.outboxMessages.items).toEqual([{ recipient: `100%_off@${domain}` }]);
    // As a wildcard, `_` would match the x of 100xyoff.
    const underscore = await page({ page: 1, size: 10, filter: { recipient: `0_yoff@${domain}` } });
    expect(underscore.body.data?.outboxMessages.total).toBe(0);
    const backslash = await page({ page: 1, size: 10, filter: { recipient: `\\${domain}` } });
    expect(backslash.body.data?.outboxMessages.total).toBe(0);
  });

  it('checks the super user in the operation itself, not only in the resolver', async () => {
    const user = await createUser(app.database.db);
    const viewer = { userId: user.id, superUser: false } as Viewer;
    const refused = listOutboxMessages(app.database.db, viewer, { page: 1, size: 10, config: app.config });
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
