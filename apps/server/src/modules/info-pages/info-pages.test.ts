import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settingsAuditLog } from '../../db/schema/audit';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInUser } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';

const PAGE = `query($slug: String!) { infoPage(slug: $slug) { slug language html } }`;
const TEXTS = `query($slug: String!) { infoPageTexts(slug: $slug) { language html } }`;
const UPDATE = `mutation($slug: String!, $language: String!, $html: String!) {
  updateInfoPage(slug: $slug, language: $language, html: $html) { slug language html } }`;

type Page = { slug: string; language: string; html: string };

describe('the info pages', () => {
  const suite = appSuite();
  const dealerOf = async (language: string) =>
    signedIn(suite.app, { dealerIds: [(await createDealer(suite.app.database.db)).id], language });
  const employerOf = async (language: string) =>
    signedIn(suite.app, { companyIds: [(await createCompany(suite.app.database.db)).id], language });

  it('shows dealers and employers the French text when their language is fr, the Dutch one otherwise', async () => {
    const read = async (client: Awaited<ReturnType<typeof signedIn>>) => {
      const { body } = await client.request<{ infoPage: Page }>(PAGE, { slug: 'info-damage' });
      expect(body.errors).toBeUndefined();
      return body.data!.infoPage;
    };
    const fr = await read(await dealerOf('fr'));
    expect(fr.language).toBe('fr');
    expect(fr.html).toContain('Déclarez tout dommage dans les 48 heures');
    expect(fr.html).toContain('<table>');
    expect((await read(await employerOf('fr'))).html).toContain('Société de leasing');
    for (const client of [await dealerOf('nl'), await dealerOf('en'), await employerOf('de')]) {
      const page = await read(client);
      expect(page.language).toBe('nl');
      expect(page.html).toContain('Meld schade binnen de 48 uur');
    }
    expect((await read(await signedIn(suite.app, { super_user: true, language: 'fr' }))).language).toBe('fr');
  });

  it('refuses anonymous readers and an unknown page', async () => {
    expect(errorCode(await graphqlClient(suite.app).request(PAGE, { slug: 'contact' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode(await (await dealerOf('nl')).request(PAGE, { slug: 'settings' }))).toBe('NOT_FOUND');
  });

  it('lets a super user save a language, sanitised, with the change in the settings log', async () => {
    const { user, client } = await signedInUser(suite.app, {
      super_user: true,
      first_name: 'Sara',
      last_name: 'Smet',
    });
    const html =
      '<h3>Contact</h3><p onclick="steal()">Bel ons<script>alert(1)</script></p>' +
      '<table><tbody><tr><td colspan="2"><a href="mailto:dealers@spokes-lease.be" onmouseover="x()">dealers</a></td></tr></tbody></table>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klik</a>';
    const { body } = await client.request<{ updateInfoPage: Page }>(UPDATE, {
      slug: 'contact',
      language: 'fr',
      html,
    });
    expect(body.errors).toBeUndefined();
    const saved = body.data!.updateInfoPage.html;
    expect(saved).toBe(
      '<h3>Contact</h3><p>Bel ons</p><table><tbody><tr><td colspan="2">' +
        '<a href="mailto:dealers@spokes-lease.be" target="_blank" rel="noopener noreferrer">dealers</a></td></tr></tbody></table>' +
        '<img src="x" /><a target="_blank" rel="noopener noreferrer">klik</a>',
    );
    const fr = await (await dealerOf('fr')).request<{ infoPage: Page }>(PAGE, { slug: 'contact' });
    expect(fr.body.data?.infoPage.html).toBe(saved);
    const nl = await (await dealerOf('nl')).request<{ infoPage: Page }>(PAGE, { slug: 'contact' });
    expect(nl.body.data?.infoPage.html).toContain('Dealerondersteuning');
    const texts = await client.request<{ infoPageTexts: Page[] }>(TEXTS, { slug: 'contact' });
    expect(texts.body.data?.infoPageTexts.map((page) => page.language)).toEqual(['nl', 'fr']);

    const log = await suite.app.database.db
      .select()
      .from(settingsAuditLog)
      .where(
        and(eq(settingsAuditLog.table_name, 'info_pages'), eq(settingsAuditLog.record_id, 'contact:fr')),
      );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      user_fk: user.id,
      user_name: 'Sara Smet',
      action: 'update',
      field: 'html',
      new_value: saved,
    });
    expect(log[0].old_value).toContain('Support revendeurs');
    expect(log[0].at).toBeInstanceOf(Date);
  });

  it('refuses the edit and the editor texts to dealers, employers and anonymous callers', async () => {
    const variables = { slug: 'info', language: 'nl', html: '<p>Overgenomen</p>' };
    for (const client of [
      await dealerOf('nl'),
      await signedIn(suite.app, { dealerIds: [(await createDealer(suite.app.database.db)).id], admin: true }),
      await employerOf('nl'),
      await signedIn(suite.app, {
        companyIds: [(await createCompany(suite.app.database.db)).id],
        admin: true,
        portal_user: true,
      }),
    ]) {
      expect(errorCode(await client.request(UPDATE, variables))).toBe('FORBIDDEN');
      expect(errorCode(await client.request(TEXTS, { slug: 'info' }))).toBe('FORBIDDEN');
    }
    const anonymous = graphqlClient(suite.app);
    expect(errorCode(await anonymous.request(UPDATE, variables))).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.request(TEXTS, { slug: 'info' }))).toBe('UNAUTHENTICATED');
    const page = await (await dealerOf('nl')).request<{ infoPage: Page }>(PAGE, { slug: 'info' });
    expect(page.body.data?.infoPage.html).not.toContain('Overgenomen');
  });

  it('refuses a language other than nl or fr, and an unknown page', async () => {
    const superUser = await signedIn(suite.app, { super_user: true });
    expect(
      errorCode(await superUser.request(UPDATE, { slug: 'info', language: 'en', html: '<p>x</p>' })),
    ).toBe('BAD_INPUT');
    expect(
      errorCode(await superUser.request(UPDATE, { slug: 'nope', language: 'nl', html: '<p>x</p>' })),
    ).toBe('NOT_FOUND');
  });
});
