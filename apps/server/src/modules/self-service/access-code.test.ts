import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { companies } from '../../db/schema/companies';
import { appSuite, twoInstanceSuite } from '../../test/app-suite';
import { createCompany } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { SELF_SERVICE_FORM } from '../../test/self-service-test-support';

import { RATE_LIMITS } from '../auth/rate-limit';
import { ACCESS_CODE_ANSWER_MS } from './access-code';

const from = (app: Pick<App, 'yoga'>, address: string) => graphqlClient(app, { remoteAddress: address });

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('the self-service access code', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;

  it("answers the spec's messages for an empty and a wrong code, in as much time as for a right one", async () => {
    const company = await createCompany(db());
    const client = from(suite.app, '198.51.100.1');
    expect(errorCode(await client.request(SELF_SERVICE_FORM, { code: '  ' }))).toBe('ACCESS_CODE_REQUIRED');
    const wrong = await timed(() => client.request(SELF_SERVICE_FORM, { code: 'NOPE-NOPE' }));
    expect(errorCode(wrong.result)).toBe('ACCESS_CODE_INVALID');
    const right = await timed(() =>
      client.request(SELF_SERVICE_FORM, { code: company.employee_access_code }),
    );
    expect(right.result.body.errors).toBeUndefined();
    // Both wait for the same floor; neither answers sooner than it.
    expect(wrong.ms).toBeGreaterThanOrEqual(ACCESS_CODE_ANSWER_MS - 5);
    expect(right.ms).toBeGreaterThanOrEqual(ACCESS_CODE_ANSWER_MS - 5);
  });

  it('sends the employees of a company on a partner portal there', async () => {
    const company = await createCompany(db(), { partner_integration: 'KPMG' });
    const answer = await from(suite.app, '198.51.100.2').request(SELF_SERVICE_FORM, {
      code: company.employee_access_code,
    });
    expect(errorCode(answer)).toBe('PARTNER_PORTAL_COMPANY');
  });

  it('slows down one code tried from many addresses, and never a right code', async () => {
    const company = await createCompany(db());
    const guessed = `${company.employee_access_code}X`;
    // At once, as a botnet would: each answer waits out the same floor, and none slips past the limit.
    const guesses = await Promise.all(
      Array.from({ length: RATE_LIMITS.accessCode.limit }, (_, i) =>
        from(suite.app, `203.0.113.${i}`).request(SELF_SERVICE_FORM, { code: guessed }),
      ),
    );
    expect(guesses.map(errorCode)).toEqual(guesses.map(() => 'ACCESS_CODE_INVALID'));
    expect(
      errorCode(await from(suite.app, '203.0.113.99').request(SELF_SERVICE_FORM, { code: guessed })),
    ).toBe('TOO_MANY_ATTEMPTS');
    // Colleagues keep using the company's real code as often as they like.
    const colleagues = await Promise.all(
      Array.from({ length: RATE_LIMITS.accessCode.limit + 2 }, (_, i) =>
        from(suite.app, `203.0.113.${i}`).request(SELF_SERVICE_FORM, { code: company.employee_access_code }),
      ),
    );
    expect(colleagues.map((answer) => answer.body.errors?.[0]?.extensions)).toEqual(
      colleagues.map(() => undefined),
    );
  });

  it('stops an address that guesses many codes, while the others of its company get in from elsewhere', async () => {
    const company = await createCompany(db());
    const guesser = from(suite.app, '192.0.2.66');
    const guesses = await Promise.all(
      Array.from({ length: RATE_LIMITS.accessCodeAddress.limit }, (_, i) =>
        guesser.request(SELF_SERVICE_FORM, { code: `GUESS${i}` }),
      ),
    );
    expect(guesses.map(errorCode)).toEqual(guesses.map(() => 'ACCESS_CODE_INVALID'));
    expect(errorCode(await guesser.request(SELF_SERVICE_FORM, { code: company.employee_access_code }))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    const colleague = await from(suite.app, '192.0.2.67').request(SELF_SERVICE_FORM, {
      code: company.employee_access_code,
    });
    expect(colleague.body.errors).toBeUndefined();
  }, 30_000);

  it('reads a code typed in lower case with spaces', async () => {
    const company = await createCompany(db());
    await db().update(companies).set({ employee_access_code: 'MIXED42' }).where(eq(companies.id, company.id));
    const answer = await from(suite.app, '198.51.100.3').request(SELF_SERVICE_FORM, { code: 'mixed 42' });
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('access code guessing across two server instances on one PostgreSQL', () => {
  const instances = twoInstanceSuite();

  it('counts the wrong codes tried on either instance together', async (test) => {
    instances.skipWithoutPostgres(test);
    for (let i = 0; i < RATE_LIMITS.accessCode.limit; i++) {
      const instance = i % 2 === 0 ? instances.a : instances.b;
      expect(
        errorCode(await from(instance, `203.0.113.${i}`).request(SELF_SERVICE_FORM, { code: 'TWICE' })),
      ).toBe('ACCESS_CODE_INVALID');
    }
    for (const instance of [instances.a, instances.b])
      expect(
        errorCode(await from(instance, '203.0.113.200').request(SELF_SERVICE_FORM, { code: 'TWICE' })),
      ).toBe('TOO_MANY_ATTEMPTS');
  });
});
