import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { bikeTypes } from '../../db/schema/reference';
import type { graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { createReferenceCache } from './reference-cache';

const SHARED_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const BIKE_TYPES = '{ bikeTypes { id code name } }';
type BikeTypes = { bikeTypes: { id: number; code: string; name: string }[] };

/** The change reaches the cache by NOTIFY, after the commit: ask until it shows or time runs out. */
async function bikeTypeNameSeen(client: ReturnType<typeof graphqlClient>, id: number, name: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await client.request<BikeTypes>(BIKE_TYPES);
    const seen = body.data?.bikeTypes.find((type) => type.id === id)?.name;
    if (seen === name || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the reference lists cached in memory', () => {
  let instanceA: Awaited<ReturnType<typeof createTestApp>>;
  let instanceB: App | undefined;
  beforeAll(async () => {
    instanceA = await createTestApp();
    if (SHARED_POSTGRES)
      instanceB = await createApp(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: instanceA.databaseUrl,
          TOTP_ENCRYPTION_KEY: instanceA.config.TOTP_ENCRYPTION_KEY,
        }),
        { worker: false },
      );
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA.close();
  });

  it('serves a list from memory until its table changes, then the changed list', async () => {
    const client = await signedIn(instanceA);
    const [first] = (await client.request<BikeTypes>(BIKE_TYPES)).body.data!.bikeTypes;
    const select = vi.spyOn(instanceA.database.db, 'select');
    try {
      expect((await client.request<BikeTypes>(BIKE_TYPES)).body.data!.bikeTypes[0]).toEqual(first);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const renamed = `${first.name} (renamed)`;
    await instanceA.database.db.update(bikeTypes).set({ name: renamed }).where(eq(bikeTypes.id, first.id));
    expect(await bikeTypeNameSeen(client, first.id, renamed)).toBe(renamed);
  });

  it('shows on instance B a reference edit committed on instance A', async (test) => {
    test.skip(!instanceB, 'two instances can only share a PostgreSQL server: set TEST_DATABASE_URL');
    const clientB = await signedIn(instanceB!);
    const [first] = (await clientB.request<BikeTypes>(BIKE_TYPES)).body.data!.bikeTypes;
    const renamed = `${first.name} (renamed on A)`;
    await instanceA.database.db.update(bikeTypes).set({ name: renamed }).where(eq(bikeTypes.id, first.id));
    expect(await bikeTypeNameSeen(clientB, first.id, renamed)).toBe(renamed);
  });
});

describe('createReferenceCache', () => {
  it('runs a list’s query once however often it is asked, and again after the table changed', async () => {
    let runs = 0;
    // Like a Drizzle query: a thenable that queries the database each time it is awaited.
    const query = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) };
    const cache = createReferenceCache();
    const load = () => query as unknown as Promise<string[]>;
    expect(await cache.list('bike_types', load)).toEqual(['run 1']);
    expect(await cache.list('bike_types', load)).toEqual(['run 1']);
    cache.invalidate('languages');
    expect(await cache.list('bike_types', load)).toEqual(['run 1']);
    cache.invalidate('bike_types');
    expect(await cache.list('bike_types', load)).toEqual(['run 2']);
    expect(runs).toBe(2);
  });
});
