import { describe, expect, it } from 'vitest';
import { companyHasEmployeeStatute } from '../../db/schema/companies';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';
import { sanitizeInfoHtml } from './company-info';

const INFO = `query($id: Int!) { companyInfo(id: $id) {
  name info logo_url fip employee_required_fields custom_employee_properties { name type required }
  employeeStatutes { code } employeeTitles { code } languages { code } } }`;

describe('sanitizeInfoHtml', () => {
  it('keeps formatting and links, drops scripts, handlers and javascript: links', () => {
    expect(
      sanitizeInfoHtml(
        '<p onclick="x()">Hi <strong>all</strong><script>alert(1)</script> <a href="javascript:x">a</a></p>',
      ),
    ).toBe('<p>Hi <strong>all</strong> <a target="_blank" rel="noopener noreferrer">a</a></p>');
    expect(sanitizeInfoHtml('<a href="https://acme.be">acme</a>')).toBe(
      '<a href="https://acme.be" target="_blank" rel="noopener noreferrer">acme</a>',
    );
    expect(sanitizeInfoHtml('<script>x</script>')).toBeNull();
  });
});

describe('the company info card', () => {
  const suite = appSuite();

  it('answers the sanitised info and what the employee form needs; statutes are the linked ones', async () => {
    const db = suite.app.database.db;
    const company = await createCompany(db, {
      info: '<p>Welkom<img src=x onerror="alert(1)"></p>',
      employee_required_fields: ['national_register'],
      custom_employee_properties: [{ name: 'Dienst', type: 'text', required: true }],
    });
    await db.insert(companyHasEmployeeStatute).values({ company_fk: company.id, employee_statute_fk: 2 });
    const dealer = await signedIn(suite.app, { dealerIds: [(await createDealer(db)).id] });
    const { body } = await dealer.request(INFO, { id: company.id });
    expect(body.errors).toBeUndefined();
    expect(body.data?.companyInfo).toMatchObject({
      info: '<p>Welkom<img src="x" /></p>',
      employee_required_fields: ['national_register'],
      custom_employee_properties: [{ name: 'Dienst', type: 'text', required: true }],
      employeeStatutes: [{ code: 'WORKER' }],
      languages: [{ code: 'nl' }, { code: 'fr' }, { code: 'en' }, { code: 'de' }],
    });
  });

  it('refuses employer-only users and hides hidden companies from dealers', async () => {
    const db = suite.app.database.db;
    const company = await createCompany(db);
    const hidden = await createCompany(db, { hide: true });
    const employer = await signedIn(suite.app, { companyIds: [company.id] });
    expect(errorCode(await employer.request(INFO, { id: company.id }))).toBe('FORBIDDEN');
    const dealer = await signedIn(suite.app, { dealerIds: [(await createDealer(db)).id] });
    expect(errorCode(await dealer.request(INFO, { id: hidden.id }))).toBe('NOT_FOUND');
    const superUser = await signedIn(suite.app, { super_user: true });
    expect((await superUser.request(INFO, { id: hidden.id })).body.errors).toBeUndefined();
  });
});
