import { describe, expect, it } from 'vitest';
import { issueCodes } from './schemas';
import { sanitizeAccessCode } from './access-code';
import { selfServiceDetailFields, selfServiceRequestSchema } from './self-service';

const request = {
  name: 'Sara Peeters',
  email: 'sara@example.be',
  employee_statute_fk: 1,
  bike_type_fk: 5,
  dealer_fk: 3,
  fields: [{ field_fk: 9, value: '2.499,95' }],
};

describe('the access code', () => {
  it('is read in capitals without the spaces an employee types or copies along', () => {
    expect(sanitizeAccessCode('  zonne dal26\t')).toBe('ZONNEDAL26');
    expect(sanitizeAccessCode('   ')).toBe('');
  });
});

describe('the calculation request', () => {
  it('needs a name, a valid e-mail address and the choices', () => {
    const parsed = selfServiceRequestSchema().safeParse({ ...request, name: ' <b></b> ', email: 'sara@' });
    expect(parsed.success).toBe(false);
    expect(issueCodes(parsed.error!)).toMatchObject({ name: 'REQUIRED', email: 'EMAIL_INVALID' });
    expect(selfServiceRequestSchema().parse(request).details).toEqual({
      tel: null,
      employee_number: null,
      national_register: null,
      drivers_license_date: null,
      comment_public: null,
    });
  });

  it("asks the company's required employee fields, even when the request leaves them out", () => {
    const schema = selfServiceRequestSchema(['employee_number', 'drivers_license_date', 'employee_title_fk']);
    const missing = schema.safeParse(request);
    expect(issueCodes(missing.error!)).toEqual({
      'details.employee_number': 'REQUIRED',
      'details.drivers_license_date': 'REQUIRED',
    });
    const given = schema.parse({
      ...request,
      details: { employee_number: ' E-17 ', drivers_license_date: '2012-03-04', tel: '0470 12 34 56' },
    });
    expect(given.details).toMatchObject({ employee_number: 'E-17', drivers_license_date: '2012-03-04' });
    expect(given.details.tel).toMatch(/^\+32/);
  });

  it('lists the asked fields in the form order, leaving the title to the dealer', () => {
    expect(selfServiceDetailFields(['employee_title_fk', 'drivers_license_date', 'tel'])).toEqual([
      'tel',
      'drivers_license_date',
    ]);
  });
});
