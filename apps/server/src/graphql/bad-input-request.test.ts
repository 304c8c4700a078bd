import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlClient } from '../test/graphql-client';
import { signedIn } from '../test/signed-in';
import { appSuite } from '../test/app-suite';

const RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const DETAILS = `mutation($id: Int!, $date: DateTime) {
  updateEmployerQuotationDetails(quotation_id: $id, earliest_delivery_date: $date) { quotation_id }
}`;

/**
 * Input PostgreSQL cannot store or that is no date answers a typed BAD_INPUT before any
 * resolver, like the length caps (input-limits-request.test.ts), never a masked internal error.
 */
describe('input the database cannot take', () => {
  const suite = appSuite();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a lone UTF-16 surrogate in an anonymous password reset without a database query', async () => {
    const queries = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    for (const email of ['\ud800', 'jan\udc00@acme.be', 'a@b.be\ud83d']) {
      const { status, body } = await graphqlClient(suite.app).request(RESET, { email });
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_INPUT',
        details: { fields: { 'requestPasswordReset.email': 'INVALID_CHARACTERS' } },
      });
    }
    expect(queries).not.toHaveBeenCalled();
  });

  it('lets a well-formed pair through: an emoji is two code units, not a lone one', async () => {
    const { body } = await graphqlClient(suite.app).request(RESET, { email: 'jan🚲@acme.be' });
    expect(body.errors?.[0]?.extensions?.code).not.toBe('BAD_INPUT');
  });

  it('refuses a lone surrogate written inline in the operation', async () => {
    const { body } = await graphqlClient(suite.app).request(
      `mutation { requestPasswordReset(email: "x\ud800") }`,
    );
    expect(body.errors?.[0]?.extensions?.code).toMatch(/^(BAD_INPUT|GRAPHQL_PARSE_FAILED)$/);
  });

  it('refuses a DateTime that is no date or out of range, typed, before any resolver', async () => {
    const employer = await signedIn(suite.app, { companyIds: [] });
    for (const date of ['x', 1e15, 0, '2027-13-45', '']) {
      const { body } = await employer.request(DETAILS, { id: 1, date });
      expect(body.errors, String(date)).toHaveLength(1);
      expect(body.errors?.[0]?.extensions, String(date)).toMatchObject({ code: 'BAD_INPUT' });
    }
    const inline = await employer.request(
      `mutation { updateEmployerQuotationDetails(quotation_id: 1, earliest_delivery_date: "x") { quotation_id } }`,
    );
    // Written into the operation, it fails validation as any ill-typed literal does: typed too.
    expect(inline.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('takes an ISO date-time as before', async () => {
    const employer = await signedIn(suite.app, { companyIds: [] });
    const { body } = await employer.request(DETAILS, { id: 1, date: '2027-03-14T10:00:00.000Z' });
    expect(body.errors?.[0]?.extensions?.code).not.toBe('BAD_INPUT');
  });
});
