import type { DealerInfoFieldsFragment, DealerInfoInput } from '../../../generated/graphql';

/** The dealer info form's values: every text field as typed, the in-use switch and the brands. */
export type DealerInfoValues = {
  official_registration_name: string;
  tel_backoffice: string;
  email: string;
  name: string;
  tel: string;
  email_customers: string;
  zip_code: string;
  street: string;
  city: string;
  website_url: string;
  vat_id: string;
  active: boolean;
  bike_brand_ids: number[];
};

export const INTERNAL_FIELDS = ['official_registration_name', 'tel_backoffice', 'email'] as const;
export const EXTERNAL_FIELDS = [
  'name',
  'tel',
  'email_customers',
  'zip_code',
  'street',
  'city',
  'website_url',
  'vat_id',
] as const;
export type DealerInfoTextField = (typeof INTERNAL_FIELDS)[number] | (typeof EXTERNAL_FIELDS)[number];

export function valuesOfDealer(dealer: DealerInfoFieldsFragment): DealerInfoValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    official_registration_name: text(dealer.official_registration_name),
    tel_backoffice: text(dealer.tel_backoffice),
    email: text(dealer.email),
    name: dealer.name,
    tel: text(dealer.tel),
    email_customers: text(dealer.email_customers),
    zip_code: text(dealer.zip_code),
    street: text(dealer.street),
    city: text(dealer.city),
    website_url: text(dealer.website_url),
    vat_id: text(dealer.vat_id),
    active: dealer.active,
    bike_brand_ids: [...dealer.bike_brand_ids].sort((a, b) => a - b),
  };
}

/** Whether the form differs from the saved values (the brands compared as a set). */
export function isChanged(saved: DealerInfoValues, values: Partial<DealerInfoValues> | undefined): boolean {
  if (!values) return false;
  return (Object.keys(saved) as (keyof DealerInfoValues)[]).some((field) => {
    if (!(field in values)) return false;
    if (field === 'bike_brand_ids') {
      const brands = [...(values.bike_brand_ids ?? [])].sort((a, b) => a - b);
      return JSON.stringify(brands) !== JSON.stringify(saved.bike_brand_ids);
    }
    return values[field] !== saved[field];
  });
}

/**
 * What the save sends: a super user everything; a dealer admin the external column and the
 * brands only, as the server allows it (docs/decisions.md, issue 23).
 */
export function inputOfValues(values: DealerInfoValues, internalEditable: boolean): DealerInfoInput {
  const external = Object.fromEntries(EXTERNAL_FIELDS.map((field) => [field, values[field]]));
  if (!internalEditable) return { ...external, bike_brand_ids: values.bike_brand_ids };
  const internal = Object.fromEntries(INTERNAL_FIELDS.map((field) => [field, values[field]]));
  return { ...internal, ...external, active: values.active, bike_brand_ids: values.bike_brand_ids };
}
