import { describe, expect, it } from 'vitest';
import {
  companyGeneralSchema,
  DEALER_INFO_EXTERNAL_FIELDS,
  DEALER_INFO_INTERNAL_FIELDS,
  dealerInfoExternalSchema,
  dealerInfoInternalSchema,
  dealerInfoSchema,
  dealerSettingsSchema,
  isoDateSchema,
} from './contact-schemas';
import { issueCodes } from './schemas';

const dealer = {
  official_registration_name: 'Fietsen Peeters BV',
  name: 'Fietsen Peeters',
  street: 'Kerkstraat 1',
  city: 'Gent',
  zip_code: '9000',
  email: 'backoffice@peeters.be',
  email_customers: 'winkel@peeters.be',
  tel: '09 123 45 67',
  tel_backoffice: '+32 470 12 34 56',
  website_url: 'www.peeters.be',
  vat_id: 'BE 0411.905.847',
};

describe('dealer info schema', () => {
  it('normalises phones, website and VAT number', () => {
    expect(dealerInfoSchema.parse(dealer)).toMatchObject({
      tel: '+3291234567',
      tel_backoffice: '+32470123456',
      website_url: 'https://www.peeters.be',
      vat_id: 'BE0411905847',
    });
  });

  it('reports the spec texts for every invalid field', () => {
    const failed = dealerInfoSchema.safeParse({
      ...dealer,
      name: ' ',
      zip_code: 'ABC',
      email: 'x',
      tel: '123',
      website_url: 'not a site',
      vat_id: 'BE0411905848',
    });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      name: 'REQUIRED',
      zip_code: 'POSTCODE_INVALID',
      email: 'EMAIL_INVALID',
      tel: 'PHONE_INVALID',
      website_url: 'WEBSITE_INVALID',
      vat_id: 'VAT_INVALID',
    });
  });

  it('lets website and VAT number stay empty', () => {
    expect(dealerInfoSchema.parse({ ...dealer, website_url: '', vat_id: null })).toMatchObject({
      website_url: null,
      vat_id: null,
    });
  });
});

describe('ISO dates', () => {
  it('checks real calendar days', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('28/02/2023').success).toBe(false);
  });
});

describe('company general schema', () => {
  it('needs name, invoice target, language and variant, and a short lease-a-bike hash', () => {
    const failed = companyGeneralSchema.safeParse({ name: '', lab_hash: '1234567' });
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({
      name: 'errors.requiredFieldsMissing',
      invoice_target_fk: 'errors.requiredFieldsMissing',
      language_fk: 'errors.requiredFieldsMissing',
      variant_fk: 'errors.requiredFieldsMissing',
      lab_hash: 'LAB_HASH_TOO_LONG',
    });
    expect(
      companyGeneralSchema.parse({
        name: 'ACME',
        invoice_target_fk: 1,
        language_fk: 1,
        variant_fk: 2,
        lab_hash: 'ab12',
      }),
    ).toMatchObject({ name: 'ACME', lab_hash: 'ab12', fip: false, hide: false });
  });
});

describe('dealer info columns', () => {
  it('checks the internal and the external column apart', () => {
    const internal = dealerInfoInternalSchema.safeParse({
      official_registration_name: '',
      tel_backoffice: '12',
      email: 'nope',
    });
    expect(internal.success ? null : issueCodes(internal.error)).toEqual({
      official_registration_name: 'REQUIRED',
      tel_backoffice: 'PHONE_INVALID',
      email: 'EMAIL_INVALID',
    });
    const external = dealerInfoExternalSchema.parse({ ...dealer, zip_code: '1234 ab' });
    expect(external).toMatchObject({ zip_code: '1234 AB', tel: '+3291234567' });
    expect(external).not.toHaveProperty('official_registration_name');
  });

  it('splits the fields over the two columns without overlap', () => {
    expect([...DEALER_INFO_INTERNAL_FIELDS, ...DEALER_INFO_EXTERNAL_FIELDS].sort()).toEqual(
      Object.keys(dealer).sort(),
    );
  });

  it('refuses a postcode of none of the five countries', () => {
    for (const zip of ['9000', '1011 AB', '75001', '10115', 'L-1234'])
      expect(dealerInfoExternalSchema.shape.zip_code.safeParse(zip).success).toBe(true);
    const failed = dealerInfoExternalSchema.shape.zip_code.safeParse('12-345');
    expect(failed.success ? null : issueCodes(failed.error)).toEqual({ '': 'POSTCODE_INVALID' });
  });
});

describe('the Dealers tab schema', () => {
  it('needs a name and a language, checks what is typed and empties the rest to null', () => {
    expect(
      dealerSettingsSchema.parse({
        name: ' Fietsen Jan ',
        language: 'fr',
        email: '',
        tel: '0470 12 34 56',
        zip_code: '9000',
        contact: ' ',
      }),
    ).toEqual({
      name: 'Fietsen Jan',
      language: 'fr',
      email: null,
      tel: '+32470123456',
      zip_code: '9000',
      contact: null,
      account_manager: null,
      street: null,
      city: null,
    });
    const failed = dealerSettingsSchema.safeParse({
      name: '',
      language: 'de',
      email: 'x',
      tel: '12',
      zip_code: 'abc',
    });
    expect(failed.success ? null : Object.keys(issueCodes(failed.error)).sort()).toEqual([
      'email',
      'language',
      'name',
      'tel',
      'zip_code',
    ]);
  });
});
