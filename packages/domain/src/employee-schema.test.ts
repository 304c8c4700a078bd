import { describe, expect, it } from 'vitest';
import { EXAMPLE_EMPLOYEE_INPUT } from './employee-examples';
import { employeeFormSchema, sanitizeText } from './employee-schema';
import { issueCodes } from './schemas';

describe('employee form schema', () => {
  const employee = EXAMPLE_EMPLOYEE_INPUT;

  it('accepts the always-required fields, trims the e-mail and stores the phone as E.164', () => {
    expect(employeeFormSchema().parse(employee)).toMatchObject({
      email: 'an@acme.be',
      tel: '+32470123456',
      employee_number: null,
      national_register: null,
      custom_properties: {},
    });
  });

  it('names every missing always-required field', () => {
    const failed = employeeFormSchema().safeParse({});
    expect(failed.success ? null : Object.keys(issueCodes(failed.error)).sort()).toEqual(
      [
        'city',
        'date_of_birth',
        'email',
        'employee_statute_fk',
        'first_name',
        'house_number',
        'language_fk',
        'last_name',
        'street',
        'tel',
        'zip_code',
      ].sort(),
    );
  });

  it('adds the fields the company requires', () => {
    const failed = employeeFormSchema(['employee_number', 'national_register']).safeParse(employee);
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      employee_number: 'REQUIRED',
      national_register: 'REQUIRED',
    });
  });

  it('checks an e-mail, a phone and a national register number', () => {
    const failed = employeeFormSchema().safeParse({
      ...employee,
      email: 'an@acme',
      tel: '12',
      national_register: '85073003329',
    });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      email: 'EMAIL_INVALID',
      tel: 'PHONE_INVALID',
      national_register: 'NATIONAL_REGISTER_INVALID',
    });
  });

  it('requires the required custom properties and drops unknown ones', () => {
    const properties = [
      { name: 'Dienst', type: 'text', required: true },
      { name: 'Locatie', type: 'text', required: false },
    ];
    const failed = employeeFormSchema([], properties).safeParse({ ...employee, custom_properties: {} });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      'custom_properties.Dienst': 'REQUIRED',
    });
    const parsed = employeeFormSchema([], properties).parse({
      ...employee,
      custom_properties: { Dienst: ' IT ', Other: 'x' },
    });
    expect(parsed.custom_properties).toEqual({ Dienst: 'IT' });
  });

  it('sanitises text: no markup, no control characters', () => {
    const parsed = employeeFormSchema().parse({
      ...employee,
      first_name: ' <b>An</b>\u0007 ',
      comment_private: '<script>x',
    });
    expect(parsed.first_name).toBe('An');
    expect(parsed.comment_private).toBe('x');
    expect(sanitizeText('a\nb')).toBe('a\nb');
    // A name that is only markup is empty.
    expect(employeeFormSchema().safeParse({ ...employee, last_name: '<i></i>' }).success).toBe(false);
  });
});
