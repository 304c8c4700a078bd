import { describe, expect, it } from 'vitest';
import {
  dealerLabel,
  initialSelfServiceValues,
  selfServiceRequest,
  type SelfServiceFormData,
} from './self-service-model';

const form: SelfServiceFormData = {
  company_name: 'Brouwerij Zonnedal',
  company_language: 'nl',
  detail_fields: ['drivers_license_date'],
  sheet_ready: true,
  fields: [
    { id: 7, name: 'Prijs fiets', description: null, code: 'BIKE_VALUE', data_type: 'NUMBER', values: [] },
    { id: 8, name: 'Kleur', description: null, code: 'COLOUR', data_type: 'LIST', values: ['Rood', 'Zwart'] },
  ],
  statutes: [
    { id: 2, name: 'Arbeider' },
    { id: 1, name: 'Bediende' },
  ],
  bike_types: [{ id: 5, name: 'Elektrische fiets' }],
  dealers: [{ id: 3, name: 'Velo Leuven', zip_code: '3000', city: 'Leuven' }],
};

describe('the self-service form model', () => {
  it("starts on the company's first statute", () => {
    expect(initialSelfServiceValues(form)).toEqual({ employee_statute_fk: 2 });
  });

  it('sends amounts with a decimal comma, LIST choices as JSON and the typed date as a calendar day', () => {
    const request = selfServiceRequest(form, {
      name: 'Zoë',
      email: 'zoe@example.be',
      employee_statute_fk: 2,
      bike_type_fk: 5,
      dealer_fk: 3,
      fields: { '7': 2499.95, '8': ['Zwart'] },
      details: { drivers_license_date: '4/3/2012' },
    });
    expect(request.fields).toEqual([
      { field_fk: 7, value: '2499,95' },
      { field_fk: 8, value: '["Zwart"]' },
    ]);
    expect(request.details).toEqual({ drivers_license_date: '2012-03-04' });
  });

  it('names a dealer by postcode and town first, as the list is sorted', () => {
    expect(dealerLabel(form.dealers[0])).toBe('3000 Leuven · Velo Leuven');
    expect(dealerLabel({ id: 4, name: 'Online', zip_code: null, city: null })).toBe('Online');
  });
});
