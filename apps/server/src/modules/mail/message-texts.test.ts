import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsAuditLog } from '../../db/schema/audit';
import { messageTexts } from '../../db/schema/message-texts';
import { outboxMessages } from '../../db/schema/outbox';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, graphqlClient, type GraphQLResponse } from '../../test/graphql-client';
import { signedInRoles } from '../../test/signed-in';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { queueMail } from './queue-mail';
import { queueSms } from './queue-sms';
import { allMessages } from './templates/registry';
import { translationStrings } from '../translations/catalogue';

const LIST = `query { messageTexts { name channel variables { name demo secret } texts { language subject text html edited } } }`;
const PREVIEW = `query($input: MessageTextInput!) { messageTextPreview(input: $input) { subject text html } }`;
const UPDATE = `mutation($input: MessageTextInput!) { updateMessageText(input: $input) { name texts { language text edited } } }`;
const RESET = `mutation($name: String!, $language: String!) { resetMessageText(name: $name, language: $language) { texts { language text edited } } }`;

type Client = ReturnType<typeof graphqlClient>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Listed = {
  messageTexts: {
    name: string;
    channel: string;
    variables: { name: string; demo: string; secret: boolean }[];
    texts: { language: string; subject: string | null; text: string; html: string | null; edited: boolean }[];
  }[];
};

const link = 'http://localhost:3000/action?mode=signIn&oobCode=secret123';

/** The refusal's code and where it points, as the editor shows it at its field. */
function refusal(response: { body: GraphQLResponse }) {
  const error = response.body.errors?.[0] as
    { extensions?: { code?: string; details?: unknown } } | undefined;
  return { code: error?.extensions?.code, details: error?.extensions?.details };
}

describe('mail and SMS texts in the settings', () => {
  let smtp: SmtpTestServer;
  let app: TestApp;
  let clients: Awaited<ReturnType<typeof signedInRoles>>;
  let superUser: Client;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Spokes <no-reply@spokes.test>',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'spokes-message-texts-')),
    });
    const db = app.database.db;
    const [dealer, otherDealer, company] = [
      await createDealer(db),
      await createDealer(db),
      await createCompany(db),
    ];
    clients = await signedInRoles(app, {
      dealerId: dealer.id,
      otherDealerId: otherDealer.id,
      companyId: company.id,
    });
    superUser = clients.superUser;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const invite = (to: string) =>
    app.database.db.transaction((tx) =>
      queueMail(tx, { to, template: 'user-invitation', language: 'de', data: { firstName: 'Zoë', link } }),
    );
  const outboxRow = async (id: number) =>
    (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

  it('lists every mail and SMS in four languages, with the variables each offers', async () => {
    const { body } = await superUser.request<Listed>(LIST);
    const messages = body.data!.messageTexts;
    expect(messages.map((m) => m.name)).toEqual(
      expect.arrayContaining(['password-reset', 'second-factor-code']),
    );
    const reset = messages.find((m) => m.name === 'password-reset')!;
    expect(reset.channel).toBe('mail');
    expect(reset.variables).toEqual([
      { name: 'firstName', demo: 'Zoë', secret: false },
      { name: 'link', demo: expect.stringContaining('resetPassword') as string, secret: true },
    ]);
    expect(reset.texts.map((text) => [text.language, text.edited])).toEqual([
      ['nl', false],
      ['fr', false],
      ['en', false],
      ['de', false],
    ]);
    expect(reset.texts[1].subject).toBe('Réinitialisez votre mot de passe');
    const code = messages.find((m) => m.name === 'second-factor-code')!;
    expect(code).toMatchObject({
      channel: 'sms',
      texts: expect.arrayContaining([expect.objectContaining({ subject: null, html: null })]) as unknown,
    });
  });

  it('refuses an unknown variable with the line it is on, in a preview and a save alike', async () => {
    const input = {
      name: 'order-status',
      language: 'en',
      subject: 'Order {{quotationNumber}}',
      text: 'Dear {{firstName}}',
      html: '<p>Dear {{firstName}},</p>\n<p>Status:</p>\n<p>{{nickname}}</p>',
    };
    const expected = {
      code: 'MESSAGE_TEXT_UNKNOWN_VARIABLE',
      details: { field: 'html', line: 3, name: 'nickname' },
    };
    expect(refusal(await superUser.request(PREVIEW, { input }))).toEqual(expected);
    expect(refusal(await superUser.request(UPDATE, { input }))).toEqual(expected);
    const nested = { ...input, html: '<p>{{#if firstName}}\n{{firstName.length}}{{/if}}</p>' };
    expect(refusal(await superUser.request(UPDATE, { input: nested })).details).toEqual({
      field: 'html',
      line: 2,
      name: 'firstName.length',
    });
    const stored = await app.database.db
      .select()
      .from(messageTexts)
      .where(eq(messageTexts.template, 'order-status'));
    expect(stored).toEqual([]);
  });

  it('refuses a syntax error, a helper beyond the built-in blocks, and a text without its link, each with its line', async () => {
    const base = {
      name: 'calculation-document',
      language: 'nl',
      subject: 'Berekening',
      text: 'Beste',
      html: '<p>Hallo</p>',
    };
    const syntax = await superUser.request(UPDATE, {
      input: { ...base, text: 'Beste\n\n{{#if firstName}}open' },
    });
    expect(refusal(syntax)).toMatchObject({
      code: 'MESSAGE_TEXT_SYNTAX',
      details: { field: 'text', line: 3 },
    });
    const unclosed = await superUser.request(UPDATE, {
      input: { ...base, subject: 'Berekening {{quotationNumber' },
    });
    expect(refusal(unclosed)).toMatchObject({
      code: 'MESSAGE_TEXT_SYNTAX',
      details: { field: 'subject', line: 1 },
    });
    for (const [text, name] of [
      ['Hallo\n{{lookup firstName 0}}', 'lookup'],
      ['Hallo\n{{> footer}}', '{{> }}'],
      ['Hallo\n{{#each (lookup firstName)}}x{{/each}}', '(…)'],
      ['Hallo\n{{#custom firstName}}x{{/custom}}', '#custom'],
    ]) {
      expect(refusal(await superUser.request(UPDATE, { input: { ...base, text } }))).toEqual({
        code: 'MESSAGE_TEXT_NOT_ALLOWED',
        details: { field: 'text', line: 2, name },
      });
    }
    const withoutLink = await superUser.request(UPDATE, {
      input: {
        name: 'password-reset',
        language: 'en',
        subject: 'Reset',
        html: '<p>{{link}}</p>',
        text: 'Hi {{firstName}}',
      },
    });
    expect(refusal(withoutLink)).toEqual({
      code: 'MESSAGE_TEXT_SECRET_MISSING',
      details: { field: 'text', name: '{{link}}' },
    });
  });

  it('previews the text being edited with demo data, escaped in the HTML as sent', async () => {
    const { body } = await superUser.request<{
      messageTextPreview: { subject: string; text: string; html: string };
    }>(PREVIEW, {
      input: {
        name: 'password-reset',
        language: 'fr',
        subject: 'Nouveau mot de passe, {{firstName}}',
        text: 'Lien : {{link}}',
        html: '<p>{{#if firstName}}Bonjour {{firstName}}{{/if}}</p><a href="{{link}}">ici</a>',
      },
    });
    expect(body.data?.messageTextPreview).toMatchObject({
      subject: 'Nouveau mot de passe, Zoë',
      text: 'Lien : https://spokes.example/action?mode=resetPassword&oobCode=demo',
    });
    expect(body.data?.messageTextPreview.html).toContain('<html lang="fr">');
    expect(body.data?.messageTextPreview.html).toContain(
      '<p>Bonjour Zoë</p><a href="https://spokes.example/action?mode&#x3D;resetPassword&amp;oobCode&#x3D;demo">ici</a>',
    );
  });

  it('sends the edited text from the next mail on, leaves a queued mail as it was, keeps the link out of the outbox, and logs the change', async () => {
    const before = smtp.received.length;
    const queued = await invite('queued@client.test');
    const update = await superUser.request(UPDATE, {
      input: {
        name: 'user-invitation',
        language: 'de',
        subject: 'Willkommen, {{firstName}}',
        text: 'Neuer Text: {{link}}',
        html: '<p>Neuer Text</p><p><a href="{{link}}">Anmelden</a></p>',
      },
    });
    expect(update.body.errors).toBeUndefined();
    const next = await invite('next@client.test');

    expect(await app.worker.runOnce()).toBe(2);
    const mails = (await smtp.waitForMails(before + 2)).slice(before);
    const to = (address: string) =>
      mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === address)!;
    expect(to('queued@client.test').subject).not.toBe('Willkommen, Zoë');
    expect(to('queued@client.test').text).not.toContain('Neuer Text');
    expect(to('next@client.test').subject).toBe('Willkommen, Zoë');
    expect(to('next@client.test').text).toBe(`Neuer Text: ${link}`);

    expect((await outboxRow(queued.id)).text).not.toContain('Neuer Text');
    const shown = await outboxRow(next.id);
    expect(shown.text).toBe('Neuer Text: [Link gesendet, hier nicht angezeigt]');
    expect(shown.html).not.toContain('secret123');

    const log = await app.database.db
      .select()
      .from(settingsAuditLog)
      .where(
        and(
          eq(settingsAuditLog.table_name, 'message_texts'),
          eq(settingsAuditLog.record_id, 'user-invitation:de'),
        ),
      );
    expect(log.map((row) => [row.field, row.action])).toEqual(
      expect.arrayContaining([
        ['subject', 'update'],
        ['text', 'update'],
        ['html', 'update'],
      ]),
    );
    expect(log.find((row) => row.field === 'text')?.new_value).toBe('Neuer Text: {{link}}');
  });

  it('sends an edited SMS with its code redacted in the outbox', async () => {
    await superUser.request(UPDATE, {
      input: { name: 'second-factor-code', language: 'fr', text: 'Code : {{code}} (Spokes)' },
    });
    const { id } = await app.database.db.transaction((tx) =>
      queueSms(tx, {
        to: '+32470000000',
        template: 'second-factor-code',
        language: 'fr',
        data: { code: '654321' },
      }),
    );
    const row = await outboxRow(id);
    expect(row.text).toBe('Code : [code envoyé, non affiché ici] (Spokes)');
    expect(row.unredacted?.text).toBe('Code : 654321 (Spokes)');
  });

  it('brings back the shipped text on reset, for the next mail on', async () => {
    const input = {
      name: 'email-changed',
      language: 'en',
      subject: 'Changed',
      text: 'Edited',
      html: '<p>Edited</p>',
    };
    await superUser.request(UPDATE, { input });
    const reset = await superUser.request<{
      resetMessageText: { texts: { language: string; edited: boolean }[] };
    }>(RESET, {
      name: 'email-changed',
      language: 'en',
    });
    expect(reset.body.data?.resetMessageText.texts.find((t) => t.language === 'en')?.edited).toBe(false);
    const { id } = await app.database.db.transaction((tx) =>
      queueMail(tx, {
        to: 'reset@client.test',
        template: 'email-changed',
        language: 'en',
        data: { firstName: 'Zoë' },
      }),
    );
    expect((await outboxRow(id)).text).not.toContain('Edited');
    expect(errorCode(await superUser.request(RESET, { name: 'no-such-mail', language: 'en' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await superUser.request(RESET, { name: 'email-changed', language: 'xx' }))).toBe(
      'BAD_INPUT',
    );
  });

  it('refuses every role but the super user, and anyone not signed in', async () => {
    const input = { name: 'order-status', language: 'de', subject: 'X', text: 'X', html: 'X' };
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [PREVIEW, { input }],
      [UPDATE, { input }],
      [RESET, { name: 'order-status', language: 'de' }],
    ];
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const)
      for (const [query, variables] of operations)
        expect([role, errorCode(await clients[role].request(query, variables))]).toEqual([role, 'FORBIDDEN']);
    for (const [query, variables] of operations)
      expect(errorCode(await graphqlClient(app).request(query, variables))).toBe('UNAUTHENTICATED');
    const stored = await app.database.db
      .select()
      .from(messageTexts)
      .where(eq(messageTexts.template, 'order-status'));
    expect(stored).toEqual([]);
  });
});

describe('the names of the messages', () => {
  it('has a name in nl, fr, en and de for every message the settings list', () => {
    for (const message of allMessages) {
      expect([
        message.name,
        Object.keys(translationStrings[`messageTexts.name.${message.name}`] ?? {}),
      ]).toEqual([message.name, ['nl', 'fr', 'en', 'de']]);
    }
  });
});
