import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../db/schema/translations';
import { appSuite, twoInstanceSuite } from '../../test/app-suite';
import { createUser } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInAs } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';

const ROWS = `query($language: String!, $filter: TranslationRowFilter) {
  translationRows(language: $language, page: 1, size: 50, filter: $filter) {
    total items { key nl value nl_edited value_edited }
  }
}`;
const UPDATE = `mutation($key: String!, $language: String!, $value: String!) {
  updateTranslation(key: $key, language: $language, value: $value) { key value }
}`;
const RESET = `mutation($key: String!, $language: String!) { resetTranslation(key: $key, language: $language) { value } }`;
const STRINGS = `query($language: String!) { translations(language: $language) { key value } }`;

type Rows = {
  translationRows: {
    total: number;
    items: { key: string; nl: string; value: string | null; value_edited: boolean }[];
  };
};
type Client = ReturnType<typeof graphqlClient>;

describe('translations in the settings (Taal)', () => {
  const suite = appSuite();
  let superUser: Client;
  beforeAll(async () => {
    superUser = await signedIn(suite.app, { super_user: true });
  });

  /** Keys of this test's own, so no other test's strings change under it. */
  async function ownKeys(withFrench: boolean) {
    const prefix = `test.${randomUUID().slice(0, 8)}`;
    await suite.app.database.db
      .insert(translations)
      .values([
        { key: `${prefix}.a`, language: 'nl', value: 'Fiets' },
        { key: `${prefix}.b`, language: 'nl', value: 'Wiel' },
        ...(withFrench ? [{ key: `${prefix}.a`, language: 'fr', value: 'Vélo' }] : []),
      ]);
    return prefix;
  }

  it('lists nl beside the chosen language, searchable per column, and finds the missing ones', async () => {
    const prefix = await ownKeys(true);
    const all = await superUser.request<Rows>(ROWS, { language: 'fr', filter: { key: prefix } });
    expect(all.body.data?.translationRows.items).toEqual([
      { key: `${prefix}.a`, nl: 'Fiets', value: 'Vélo', nl_edited: false, value_edited: false },
      { key: `${prefix}.b`, nl: 'Wiel', value: null, nl_edited: false, value_edited: false },
    ]);
    const missing = await superUser.request<Rows>(ROWS, {
      language: 'fr',
      filter: { key: prefix, missing: true },
    });
    expect(missing.body.data?.translationRows.items.map((row) => row.key)).toEqual([`${prefix}.b`]);
    const byValue = await superUser.request<Rows>(ROWS, {
      language: 'fr',
      filter: { key: prefix, value: 'vél' },
    });
    expect(byValue.body.data?.translationRows.total).toBe(1);
    expect(errorCode(await superUser.request(ROWS, { language: 'nl' }))).toBe('BAD_INPUT');
  });

  it('saves a text, serves it at once, and writes the change log', async () => {
    const prefix = await ownKeys(true);
    await superUser.request(UPDATE, { key: `${prefix}.a`, language: 'fr', value: '  Bicyclette ' });
    await superUser.request(UPDATE, { key: `${prefix}.b`, language: 'fr', value: 'Roue' });
    const strings = await superUser.request<{ translations: { key: string; value: string }[] }>(STRINGS, {
      language: 'fr',
    });
    expect(strings.body.data?.translations.filter((s) => s.key.startsWith(prefix))).toEqual([
      { key: `${prefix}.a`, value: 'Bicyclette' },
      { key: `${prefix}.b`, value: 'Roue' },
    ]);
    const log = await superUser.request<{
      settingsAuditLog: {
        items: { action: string; field: string; old_value: string | null; new_value: string }[];
      };
    }>(
      `query($filter: SettingsAuditFilter) { settingsAuditLog(page: 1, size: 10, filter: $filter) { items { action field old_value new_value } } }`,
      { filter: { table: 'translations', recordId: `${prefix}.a` } },
    );
    expect(log.body.data?.settingsAuditLog.items).toEqual([
      { action: 'update', field: 'fr', old_value: '"Vélo"', new_value: '"Bicyclette"' },
    ]);
  });

  it('refuses an empty text and an unknown key, and resets a shipped text', async () => {
    const prefix = await ownKeys(false);
    expect(
      errorCode(await superUser.request(UPDATE, { key: `${prefix}.a`, language: 'fr', value: '  ' })),
    ).toBe('REQUIRED_FIELDS_MISSING');
    expect(
      errorCode(await superUser.request(UPDATE, { key: `${prefix}.zz`, language: 'fr', value: 'x' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await superUser.request(RESET, { key: `${prefix}.a`, language: 'fr' }))).toBe(
      'NOT_FOUND',
    );

    await superUser.request(UPDATE, { key: 'audit.period', language: 'de', value: 'Periode' });
    const edited = await superUser.request<Rows>(ROWS, { language: 'de', filter: { key: 'audit.period' } });
    expect(edited.body.data?.translationRows.items[0]).toMatchObject({
      value: 'Periode',
      value_edited: true,
    });
    const reset = await superUser.request<{ resetTranslation: { value: string } }>(RESET, {
      key: 'audit.period',
      language: 'de',
    });
    expect(reset.body.data?.resetTranslation.value).toBe('Zeitraum');
  });

  it('is for super users only', async () => {
    for (const options of [{ admin: true, dealerIds: [] }, { dealerIds: [] }, { companyIds: [] }]) {
      const client = await signedIn(suite.app, options);
      expect(errorCode(await client.request(ROWS, { language: 'fr' }))).toBe('FORBIDDEN');
      expect(
        errorCode(await client.request(UPDATE, { key: 'audit.period', language: 'fr', value: 'x' })),
      ).toBe('FORBIDDEN');
      expect(errorCode(await client.request(RESET, { key: 'audit.period', language: 'fr' }))).toBe(
        'FORBIDDEN',
      );
    }
  });
});

describe('a translation change reaches a second instance', () => {
  const instances = twoInstanceSuite();

  it('tells a browser on B of a text saved on A, and B serves the new text', async (test) => {
    instances.skipWithoutPostgres(test);
    const key = `test.${randomUUID().slice(0, 8)}`;
    await instances.a.database.db.insert(translations).values({ key, language: 'nl', value: 'Zadel' });
    const reader = await signedInAs(
      instances.b,
      await createUser(instances.b.database.db, { dealerIds: [] }),
    );
    const client = subscriptionClient(instances.urlB, reader.cookie);
    const before = instances.b.pubsub.listenerCount();
    const subscription = client.subscribe<{ translationChanged: { language: string; key: string } }>(
      'subscription { translationChanged { language key } }',
    );
    await waitUntil(() => instances.b.pubsub.listenerCount() > before);

    const editor = await signedIn(instances.a, { super_user: true });
    await editor.request(UPDATE, { key, language: 'fr', value: 'Selle' });
    expect((await subscription.next()).data).toEqual({ translationChanged: { language: 'fr', key } });
    const served = await reader.request<{ translations: { key: string; value: string }[] }>(STRINGS, {
      language: 'fr',
    });
    expect(served.body.data?.translations.find((s) => s.key === key)?.value).toBe('Selle');
    await client.dispose();
  });
});
