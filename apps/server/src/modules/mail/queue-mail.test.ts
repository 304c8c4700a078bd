import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { jobs } from '../../db/schema/jobs';
import { outboxMessages } from '../../db/schema/outbox';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { messageIdFor } from './deliver-outbox-message';
import { queueMail } from './queue-mail';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const outboxRow = async (app: TestApp, id: number) =>
  (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

const resetLink = 'http://localhost:3000/action?mode=resetPassword&oobCode=abc123';

describe('mail through a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ refuse: ['nobody@spokes.test'] });
    app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Spokes <no-reply@spokes.test>',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'spokes-mail-')),
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers a committed mail in the chosen language, with user input escaped in the HTML only', async () => {
    const before = smtp.received.length;
    const { id } = await app.database.db.transaction((tx) =>
      queueMail(tx, {
        to: 'zoe@client.test',
        template: 'password-reset',
        language: 'fr',
        data: { firstName: '<b>Zoë</b> & co', link: resetLink },
      }),
    );
    expect(await app.worker.runOnce()).toBe(1);
    const [mail] = (await smtp.waitForMails(before + 1)).slice(before);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.to).toMatchObject({ text: 'zoe@client.test' });
    expect(mail.from?.text).toContain('no-reply@spokes.test');
    expect(mail.html).toContain('Bonjour &lt;b&gt;Zoë&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Zoë</b>');
    expect(mail.html).toContain(
      'href="http://localhost:3000/action?mode&#x3D;resetPassword&amp;oobCode&#x3D;abc123"',
    );
    expect(mail.text).toContain('Bonjour <b>Zoë</b> & co');
    expect(mail.text).toContain(resetLink);
    const row = await outboxRow(app, id);
    expect(mail.messageId).toBe(messageIdFor(row, 'Spokes <no-reply@spokes.test>'));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('sends nothing and stores nothing when the transaction rolls back', async () => {
    const before = smtp.received.length;
    await expect(
      app.database.db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'rollback@client.test',
          template: 'user-invitation',
          language: 'nl',
          data: { firstName: 'Rollback', link: resetLink },
        });
        throw new Error('the user was not created');
      }),
    ).rejects.toThrow('the user was not created');
    expect(await app.worker.runOnce()).toBe(0);
    const rows = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'rollback@client.test'));
    expect(rows).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it('never sends a mail twice once it is marked sent, even when its job runs again', async () => {
    const { id } = await queueMail(app.database.db, {
      to: 'once@client.test',
      template: 'order-status',
      language: 'nl',
      data: { firstName: 'Jan', quotationNumber: 'Q000123', status: 'Geleverd' },
    });
    await app.worker.runOnce();
    await smtp.waitForMails(smtp.received.length);
    const row = await outboxRow(app, id);
    // A worker that crashed after sending and marking, before it finished the job.
    await app.database.db
      .update(jobs)
      .set({ state: 'pending', run_at: new Date() })
      .where(eq(jobs.key, row.job_key));
    expect(await app.worker.runOnce()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === 'once@client.test'),
    ).toHaveLength(1);
    expect(await outboxRow(app, id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('marks each of the mails sent together sent once, their outcomes written in groups', async () => {
    const before = smtp.received.length;
    const queued = await app.database.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < 9; i++) {
        const { id } = await queueMail(tx, {
          to: `together-${i}@client.test`,
          template: 'password-reset',
          language: 'nl',
          data: { firstName: `Together ${i}`, link: resetLink },
        });
        ids.push(id);
      }
      return ids;
    });
    expect(await app.worker.drain()).toBe(9);
    await smtp.waitForMails(before + 9);
    for (const id of queued)
      expect(await outboxRow(app, id)).toMatchObject({ state: 'sent', attempts: 1, unredacted: null });
  });

  it('keeps one mail for one idempotency key', async () => {
    const key = `status:${Math.random()}`;
    const input = {
      to: 'dedupe@client.test',
      template: 'order-status',
      language: 'en',
      data: { firstName: 'Ann', quotationNumber: 'Q000124', status: 'Delivered' },
      key,
    } as const;
    const first = await queueMail(app.database.db, input);
    const second = await queueMail(app.database.db, input);
    expect(second.id).toBe(first.id);
    expect(await app.worker.drain()).toBe(1);
  });

  it('marks a mail to a refused address failed at once, without retrying it', async () => {
    const { id } = await queueMail(app.database.db, {
      to: 'nobody@spokes.test',
      template: 'order-status',
      language: 'de',
      data: { firstName: 'Nie', quotationNumber: 'Q000125', status: 'Geliefert' },
    });
    await app.worker.runOnce();
    const row = await outboxRow(app, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.key, row.job_key));
    expect(job.state).toBe('dead');
  });

  it('attaches a stored PDF, read back from the received mail byte for byte', async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText('Berekening Q000126');
    const pdf = Buffer.from(await document.save());
    const fileId = `order-logs/${randomUUID()}.pdf`;
    await app.storage.put(fileId, pdf, 'application/pdf');
    const before = smtp.received.length;
    await queueMail(app.database.db, {
      to: 'employee@client.test',
      template: 'calculation-document',
      language: 'nl',
      data: { firstName: 'Piet', quotationNumber: 'Q000126', companyName: 'Acme' },
      attachments: [{ fileId, filename: 'Berekening Q000126.pdf', contentType: 'application/pdf' }],
    });
    expect(await app.worker.runOnce()).toBe(1);
    const [received] = (await smtp.waitForMails(before + 1)).slice(before);
    expect(received.subject).toBe('Berekening Q000126');
    expect(received.attachments).toHaveLength(1);
    const [attachment] = received.attachments;
    expect(attachment).toMatchObject({ filename: 'Berekening Q000126.pdf', contentType: 'application/pdf' });
    expect(attachment.content.equals(pdf)).toBe(true);
  });

  it('keeps a mail whose attachment is missing from the storage queued for a retry', async () => {
    const { id } = await queueMail(app.database.db, {
      to: 'employee@client.test',
      template: 'calculation-document',
      language: 'nl',
      data: { firstName: 'Piet', quotationNumber: 'Q000128', companyName: 'Acme' },
      attachments: [
        { fileId: 'order-logs/missing.pdf', filename: 'Berekening.pdf', contentType: 'application/pdf' },
      ],
    });
    await app.worker.runOnce();
    const row = await outboxRow(app, id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.last_error).toContain('order-logs/missing.pdf');
  });
});

describe('mail without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stores the mail in the outbox, readable with its subject, body and attachments', async () => {
    const { id } = await queueMail(app.database.db, {
      to: 'employee@client.test',
      template: 'calculation-document',
      language: 'en',
      data: { firstName: 'Ann', quotationNumber: 'Q000127', companyName: 'Acme' },
      attachments: [{ fileId: 'file-7', filename: 'Calculation.pdf', contentType: 'application/pdf' }],
    });
    expect(await outboxRow(app, id)).toMatchObject({ state: 'queued', attempts: 0 });
    await app.worker.runOnce();
    const row = await outboxRow(app, id);
    expect(row).toMatchObject({
      state: 'stored',
      attempts: 1,
      sent_at: null,
      subject: 'Calculation Q000127',
      attachments: [{ fileId: 'file-7', filename: 'Calculation.pdf', contentType: 'application/pdf' }],
    });
    expect(row.text).toContain('Dear Ann');
    expect(row.html).toContain('<html lang="en">');
  });

  it('refuses to render a mail whose data lacks a field the template uses', async () => {
    await expect(
      queueMail(app.database.db, {
        to: 'x@client.test',
        template: 'password-reset',
        language: 'nl',
        data: { firstName: 'X' } as { firstName: string; link: string },
      }),
    ).rejects.toMatchObject({ code: 'MAIL_DATA_MISSING' });
  });
});
