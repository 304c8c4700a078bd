import { describe, expect, it } from 'vitest';
import {
  isAldInvoiceTarget,
  isTotalFieldCode,
  mayDuplicateQuotation,
  missingEmployeeFields,
} from './quotation-rules';
import { newQuotationSchema } from './quotation-schemas';
import { issueCodes } from './schemas';

describe('new quotation', () => {
  const quotation = {
    deliverability: '2 weken',
    bike_type_fk: 5,
    bike_brand_fk: 3,
    dealer_fk: 12,
    employee_fk: 40,
    fields: [{ field_fk: 1, value: '1999,99' }],
  };

  it('accepts a complete quotation', () => {
    expect(newQuotationSchema.parse(quotation)).toEqual(quotation);
  });

  it('refuses the back office as dealer and an empty deliverability', () => {
    const failed = newQuotationSchema.safeParse({ ...quotation, dealer_fk: -1, deliverability: ' ' });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      deliverability: 'REQUIRED',
      dealer_fk: 'INVALID_DEALER',
    });
    const none = newQuotationSchema.safeParse({ ...quotation, dealer_fk: 0 });
    expect(none.success ? null : issueCodes(none.error)).toEqual({ dealer_fk: 'REQUIRED' });
  });

  it('counts bike value, loose parts and clothing toward the total', () => {
    expect(
      ['BIKE_VALUE', 'LOOSE_PARTS_VALUE', 'CLOTHING', 'MAINTENANCE', null].map(isTotalFieldCode),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('employee data needed for a quotation', () => {
  const complete = {
    street: 'Kerkstraat 1',
    zip_code: '9000',
    city: 'Gent',
    date_of_birth: '1990-01-01',
    drivers_license_date: '2010-01-01',
    national_register: '90010112345',
  };

  it('needs address and birth date for the Axus leasing party', () => {
    expect(isAldInvoiceTarget('Axus Belgium')).toBe(true);
    expect(
      missingEmployeeFields({ ...complete, date_of_birth: '' }, { bikeTypeId: 2, invoiceTargetName: 'AXUS' }),
    ).toEqual({ error: 'ALD_FIELDS_MISSING', fields: ['date_of_birth'] });
  });

  it('needs licence and national register for a speed pedelec', () => {
    expect(
      missingEmployeeFields(
        { ...complete, drivers_license_date: null, national_register: ' ' },
        { bikeTypeId: 1, invoiceTargetName: 'Other lease' },
      ),
    ).toEqual({
      error: 'SPEED_PEDELEC_FIELDS_MISSING',
      fields: ['drivers_license_date', 'national_register'],
    });
  });

  it('is satisfied by a complete employee', () => {
    expect(missingEmployeeFields(complete, { bikeTypeId: 1, invoiceTargetName: 'Axus' })).toBeNull();
    expect(missingEmployeeFields({}, { bikeTypeId: 2, invoiceTargetName: null })).toBeNull();
  });
});

describe('the duplication check', () => {
  it('allows a copy when every company field has a value row, also an empty one', () => {
    expect(mayDuplicateQuotation([3, 4], [4, 3, 9])).toBe(true);
    expect(mayDuplicateQuotation([], [])).toBe(true);
  });

  it('refuses a copy once the company has a field the quotation lacks', () => {
    expect(mayDuplicateQuotation([3, 4, 5], [3, 4])).toBe(false);
  });
});
