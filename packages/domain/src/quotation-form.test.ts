import { describe, expect, it } from 'vitest';
import { calculateLease, DEFAULT_CALCULATION_SHEET } from './lease-calculation';
import {
  decodeListValue,
  encodeListValue,
  leaseInputFromForm,
  quotationFieldIssues,
  totalOfferCents,
  type QuotationFormField,
} from './quotation-form';
import { isTestDealer } from './quotation-rules';

const fields: QuotationFormField[] = [
  { id: 1, code: 'BIKE_DESCRIPTION', dataType: 'TEXT', values: [] },
  { id: 2, code: 'BIKE_VALUE', dataType: 'NUMBER', values: [] },
  { id: 4, code: 'LOOSE_PARTS_VALUE', dataType: 'NUMBER', values: [] },
  { id: 6, code: 'CLOTHING', dataType: 'NUMBER', values: [] },
  { id: 8, code: 'COLOUR', dataType: 'LIST', values: ['Zwart', 'Rood, mat'] },
];

describe('quotation field values', () => {
  it('accepts text, amounts with a decimal comma, list choices and empty values', () => {
    expect(
      quotationFieldIssues(fields, [
        { field_fk: 1, value: 'Stadsfiets, blauw' },
        { field_fk: 2, value: '2.499,95' },
        { field_fk: 4, value: '' },
        { field_fk: 6, value: null },
        { field_fk: 8, value: encodeListValue(['Zwart', 'Rood, mat']) },
      ]),
    ).toEqual({});
  });

  it('refuses negative numbers, a third decimal, unknown choices and fields of another company', () => {
    expect(
      quotationFieldIssues(fields, [
        { field_fk: 2, value: '-5' },
        { field_fk: 4, value: '10,005' },
        { field_fk: 6, value: 'veel' },
        { field_fk: 8, value: encodeListValue(['Groen']) },
        { field_fk: 99, value: 'x' },
      ]),
    ).toEqual({
      2: 'AMOUNT_INVALID',
      4: 'AMOUNT_INVALID',
      6: 'AMOUNT_INVALID',
      8: 'FIELD_VALUE_INVALID',
      99: 'FIELD_VALUE_INVALID',
    });
  });

  it('refuses a list value that is no JSON array of texts', () => {
    expect(quotationFieldIssues(fields, [{ field_fk: 8, value: 'Zwart' }])).toEqual({
      8: 'FIELD_VALUE_INVALID',
    });
    expect(decodeListValue('[1,2]')).toBeNull();
    expect(
      quotationFieldIssues(fields, [
        { field_fk: 2, value: '1' },
        { field_fk: 2, value: '2' },
      ]),
    ).toEqual({ 2: 'FIELD_VALUE_INVALID' });
    expect(decodeListValue('')).toEqual([]);
    expect(encodeListValue([])).toBeNull();
  });
});

describe('lease input from the form', () => {
  const context = { bikeTypeId: 5, salarySwapShare: 0.8, language: 'nl' as const };

  it('sums bike, parts and clothing into the total offer and computes as the seed does', () => {
    const input = leaseInputFromForm(
      fields,
      [
        { field_fk: 2, value: '2000' },
        { field_fk: 4, value: '150,50' },
        { field_fk: 6, value: '49,50' },
      ],
      context,
    );
    expect(
      totalOfferCents(fields, [
        { field_fk: 2, value: '2000' },
        { field_fk: 4, value: '150,50' },
        { field_fk: 6, value: '49,50' },
      ]),
    ).toBe(220_000);
    expect(totalOfferCents(fields, [{ field_fk: 2, value: '-1' }])).toBeNull();
    expect(input).toEqual({
      amounts: { BIKE_VALUE: 200_000, LOOSE_PARTS_VALUE: 15_050, CLOTHING: 4_950 },
      bikeTypeId: 5,
      salarySwapShare: 0.8,
      companyHasMaintenanceField: false,
      language: 'nl',
    });
    // 2200 euro incl. VAT: 1818.18 excl.; the sheet's electric maintenance (12 euro) applies.
    const result = calculateLease(DEFAULT_CALCULATION_SHEET, input!);
    expect(result.total_vat_included).toBe(220_000);
    expect(result.total_vat_excluded).toBe(181_818);
    expect(result.maintenance_amount).toBe(1_200);
  });

  it('reads a MAINTENANCE field as the yearly budget, even when empty', () => {
    const withMaintenance = [
      ...fields,
      { id: 7, code: 'MAINTENANCE', dataType: 'NUMBER' as const, values: [] },
    ];
    expect(leaseInputFromForm(withMaintenance, [], context)?.companyHasMaintenanceField).toBe(true);
  });

  it('gives no input while a number does not read as an amount', () => {
    expect(leaseInputFromForm(fields, [{ field_fk: 2, value: '12,345' }], context)).toBeNull();
  });
});

describe('test quotations', () => {
  it('are those of internal dealers and of dealers named after the product', () => {
    expect(isTestDealer({ name: 'BACKOFFICE', internal_use_only: true })).toBe(true);
    expect(isTestDealer({ name: 'Spokes testwinkel', internal_use_only: false })).toBe(true);
    expect(isTestDealer({ name: 'Fietsen Janssens', internal_use_only: false })).toBe(false);
  });
});
