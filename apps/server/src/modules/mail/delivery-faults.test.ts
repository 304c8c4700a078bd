import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { outboxMessages } from '../../db/schema/outbox';
import { freePort, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { queueMail } from './queue-mail';
import { queueSms } from './queue-sms';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const outboxRow = async (app: TestApp, id: number) =>
  (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

/** The retry is due now instead of after its backoff. */
const makeDue = (app: TestApp, jobKey: string) =>
  app.database.db.update(jobs).set({ run_at: new Date() }).where(eq(jobs.key, jobKey));

describe('mail while the SMTP server is down', () => {
  let app: TestApp;
  let port: number;
  let smtp: SmtpTestServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  // The app first: its pooled SMTP connection stays open until the transport closes.
  afterAll(async () => {
    await app.close();
    await smtp?.close();
  });

  it('keeps the mail queued with the error, then delivers it once the server is back, and only once', async () => {
    const { id } = await queueMail(app.database.db, {
      to: 'patient@client.test',
      template: 'order-status',
      language: 'nl',
      data: { firstName: 'Pat', quotationNumber: 'Q000321', status: 'Geleverd' },
    });
    expect(await app.worker.runOnce()).toBe(1);
    const failed = await outboxRow(app, id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.key, failed.job_key));
    expect(job).toMatchObject({ state: 'pending', attempts: 1 });
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now());

    smtp = await startSmtpTestServer({ port });
    await makeDue(app, failed.job_key);
    expect(await app.worker.runOnce()).toBe(1);
    await smtp.waitForMails(1);
    expect(await outboxRow(app, id)).toMatchObject({ state: 'sent', attempts: 2 });
    await makeDue(app, failed.job_key);
    expect(await app.worker.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });
});

type GatewayRequest = { headers: IncomingHttpHeaders; body: { to: string; text: string } };

describe('SMS through the HTTP gateway', () => {
  let app: TestApp;
  let gateway: Server;
  const requests: GatewayRequest[] = [];
  let answers: number[] = [];
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: JSON.parse(raw) as GatewayRequest['body'] });
        const status = answers.shift() ?? 200;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'accepted' : 'nope');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    app = await createTestApp({ SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  const sendCode = (to: string) =>
    queueSms(app.database.db, {
      to,
      template: 'second-factor-code',
      language: 'nl',
      data: { code: '123456' },
    });

  it('retries after a 500 with the same idempotency key, and is sent once the gateway accepts', async () => {
    requests.length = 0;
    answers = [500];
    const { id } = await sendCode('+32470111222');
    await app.worker.runOnce();
    const failed = await outboxRow(app, id);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed.last_error).toContain('500');

    await makeDue(app, failed.job_key);
    await app.worker.runOnce();
    expect(await outboxRow(app, id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(requests).toHaveLength(2);
    expect(requests[0].body).toEqual({ to: '+32470111222', text: expect.stringContaining('123456') });
    expect(requests[1].headers['idempotency-key']).toBe(requests[0].headers['idempotency-key']);
  });

  it('gives up at once when the gateway refuses the request itself (400)', async () => {
    requests.length = 0;
    answers = [400];
    const { id } = await sendCode('+32470333444');
    await app.worker.runOnce();
    const row = await outboxRow(app, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.key, row.job_key));
    expect(job.state).toBe('dead');
    expect(requests).toHaveLength(1);
  });
});
