import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { createUser } from '../../test/factories';
import { graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { queueSms } from './queue-sms';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const OUTBOX = `query($recipient: String!) {
  outboxMessages(page: 1, size: 5, filter: { recipient: $recipient }) {
    secrets_shown
    items { id text html state }
  }
}`;
const MESSAGE = 'query($id: Int!) { outboxMessage(id: $id) { text html } }';

type OutboxAnswer = {
  outboxMessages: {
    secrets_shown: boolean;
    items: { id: number; text: string; html: string | null; state: string }[];
  };
};

// Codes are base64url, so a code may begin with '-', which \w does not match.
const ACTION_LINK = /\/action\?mode=resetPassword&oobCode=[\w-]+/;
const SMS_CODE = /\b\d{6}\b/;

/** The outbox as a super user reads it, for one recipient, and that recipient's newest message opened. */
async function readOutbox(app: TestApp, recipient: string) {
  const superUser = await signedIn(app, { super_user: true });
  const list = await superUser.request<OutboxAnswer>(OUTBOX, { recipient });
  expect(list.body.errors).toBeUndefined();
  const page = list.body.data!.outboxMessages;
  const opened = await superUser.request<{ outboxMessage: { text: string; html: string | null } }>(MESSAGE, {
    id: page.items[0].id,
  });
  return { page, opened: opened.body.data!.outboxMessage };
}

const rowsTo = (app: TestApp, recipient: string) =>
  app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

async function requestReset(app: TestApp, language = 'en') {
  const user = await createUser(app.database.db, { language });
  const answer = await graphqlClient(app).request(REQUEST_RESET, { email: user.email });
  expect(answer.body.errors).toBeUndefined();
  // The request only queues the reset job; running it queues the mail, not yet its delivery.
  expect(await app.worker.runOnce()).toBe(1);
  return user.email;
}

describe('the outbox with an SMTP server configured', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('shows a reset mail without its link, while the SMTP server receives the link', async () => {
    const email = await requestReset(app);
    const queued = await readOutbox(app, email);
    expect(queued.page.secrets_shown).toBe(false);
    expect(queued.opened.text).toContain('[link sent, not shown here]');
    expect(queued.opened.text).not.toMatch(ACTION_LINK);
    expect(queued.opened.html).not.toContain('oobCode');

    const before = smtp.received.length;
    await app.worker.drain();
    const [mail] = (await smtp.waitForMails(before + 1)).slice(before);
    expect(mail.text).toMatch(ACTION_LINK);
    expect(mail.html).toContain('oobCode');

    // Once delivered, no column of the row holds the link any more.
    const [row] = await rowsTo(app, email);
    expect(row).toMatchObject({ state: 'sent', unredacted: null });
    expect(JSON.stringify(row)).not.toContain('oobCode');
    expect((await readOutbox(app, email)).opened.text).not.toMatch(ACTION_LINK);
  });
});

describe('the outbox in production without any channel', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
  });
  afterAll(() => app.close());

  it('keeps a reset mail and a second-factor code redacted, and stores no secret once they are kept', async () => {
    const email = await requestReset(app, 'nl');
    const phone = `+3247${String(Date.now()).slice(-7)}`;
    await queueSms(app.database.db, {
      to: phone,
      template: 'second-factor-code',
      language: 'nl',
      data: { code: '482913' },
    });
    await app.worker.drain();

    const mail = await readOutbox(app, email);
    expect(mail.page.secrets_shown).toBe(false);
    expect(mail.opened.text).toContain('[link verstuurd, hier niet getoond]');
    expect(mail.opened.text).not.toMatch(ACTION_LINK);
    const sms = await readOutbox(app, phone);
    expect(sms.opened.text).toBe('Je Spokes-code: [code verstuurd, hier niet getoond]');

    for (const recipient of [email, phone]) {
      const [row] = await rowsTo(app, recipient);
      expect(row).toMatchObject({ state: 'stored', unredacted: null });
      expect(JSON.stringify(row)).not.toMatch(/oobCode|482913/);
    }
  });
});

describe('the outbox in development without a channel: the demo mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => app.close());

  it('shows the link and the code, and says so', async () => {
    const email = await requestReset(app);
    const phone = `+3248${String(Date.now()).slice(-7)}`;
    await queueSms(app.database.db, {
      to: phone,
      template: 'second-factor-code',
      language: 'en',
      data: { code: '271828' },
    });
    const queued = await readOutbox(app, email);
    expect(queued.page.secrets_shown).toBe(true);
    expect(queued.opened.text).toMatch(ACTION_LINK);

    await app.worker.drain();
    const kept = await readOutbox(app, email);
    expect(kept.page.items[0].state).toBe('stored');
    expect(kept.opened.text).toMatch(ACTION_LINK);
    expect(kept.opened.html).toContain('oobCode');
    expect((await readOutbox(app, phone)).opened.text).toMatch(SMS_CODE);
  });
});
