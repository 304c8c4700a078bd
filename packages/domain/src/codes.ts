// Fixed ids and codes of shared/DOMAIN.md. The database seeds these rows with the same ids, so
// code on both sides may compare ids without a lookup. Names are the seeded nl names; super users
// may edit them, so never compare on a name.

export const ORDER_STATUS = {
  NEW: { id: 1, code: 'NEW', index: 1, name: 'Nieuw' },
  SIGNED: { id: 2, code: 'SIGNED', index: 2, name: 'Getekend' },
  SEND_TO_DECIDER: { id: 6, code: 'SEND_TO_DECIDER', index: 3, name: 'Verzonden naar beslisser' },
  APPROVED: { id: 3, code: 'APPROVED', index: 4, name: 'Goedgekeurd' },
  DELIVERABLE: { id: 4, code: 'DELIVERABLE', index: 5, name: 'Klaar voor levering' },
  DELIVERED: { id: 5, code: 'DELIVERED', index: 6, name: 'Geleverd' },
  CANCELLED: { id: 7, code: 'CANCELLED', index: 0, name: 'Geannuleerd' },
  REFUSED: { id: 8, code: 'REFUSED', index: -1, name: 'Geweigerd' },
  TESTPURPOSES: { id: 9, code: 'TESTPURPOSES', index: 0, name: 'Test' },
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusCode];
export type OrderStatusId = OrderStatus['id'];

export const ORDER_LOG_TYPE = {
  CALCULATIONDOC: { id: 1, code: 'CALCULATIONDOC', name: 'Berekening' },
  CALCULATIONDOC_SIGNED: { id: 2, code: 'CALCULATIONDOC_SIGNED', name: 'Getekende berekening' },
  RECEIPTDOC: { id: 3, code: 'RECEIPTDOC', name: 'Ontvangstbewijs' },
  INVOICEDOC: { id: 4, code: 'INVOICEDOC', name: 'Factuur' },
  QUOTATIONDOC: { id: 5, code: 'QUOTATIONDOC', name: 'Offerte' },
  RECEIPTDOC_SIGNED: { id: 6, code: 'RECEIPTDOC_SIGNED', name: 'Getekend ontvangstbewijs' },
  OTHER: { id: 7, code: 'OTHER', name: 'Ander document' },
  COCDOC: { id: 8, code: 'COCDOC', name: 'CoC-document' },
  DOC705: { id: 9, code: 'DOC705', name: 'Document 705' },
} as const;
export type OrderLogTypeCode = keyof typeof ORDER_LOG_TYPE;
export type OrderLogType = (typeof ORDER_LOG_TYPE)[OrderLogTypeCode];
export type OrderLogTypeId = OrderLogType['id'];

// Keys are the codes as stored, hence the quoted 'E-STEP'.
export const BIKE_TYPE = {
  MECHANIC_BIKE: { id: 2, code: 'MECHANIC_BIKE', name: 'Fiets', displayOrder: 1 },
  ELEC_BIKE: { id: 5, code: 'ELEC_BIKE', name: 'Elektrische fiets', displayOrder: 2 },
  SPEED_PEDELEC: { id: 1, code: 'SPEED_PEDELEC', name: 'Speed pedelec', displayOrder: 3 },
  'E-STEP': { id: 4, code: 'E-STEP', name: 'E-step', displayOrder: 4 },
} as const;
export type BikeTypeCode = keyof typeof BIKE_TYPE;
export type BikeType = (typeof BIKE_TYPE)[BikeTypeCode];
export type BikeTypeId = BikeType['id'];

export const DEAL_STATUS = {
  OPEN: { id: 1, code: 'OPEN' },
  WON: { id: 2, code: 'WON' },
  ORDERED: { id: 3, code: 'ORDERED' },
  READY: { id: 4, code: 'READY' },
  DELIVERED: { id: 5, code: 'DELIVERED' },
  INVOICED: { id: 6, code: 'INVOICED' },
  LOST: { id: 7, code: 'LOST' },
} as const;
export type DealStatusCode = keyof typeof DEAL_STATUS;
export type DealStatusId = (typeof DEAL_STATUS)[DealStatusCode]['id'];

export const LICENSE_PLATE_REQUEST_STATUS = {
  NEW: { id: 1, code: 'NEW', name: 'Nieuw' },
  PRE_REGISTRATION_SENT: { id: 2, code: 'PRE_REGISTRATION_SENT', name: 'Voorinschrijving verzonden' },
  PRE_REGISTRATION_OVER_2_YEARS_SENT: {
    id: 3,
    code: 'PRE_REGISTRATION_OVER_2_YEARS_SENT',
    name: 'Voorinschrijving (> 2 jaar) verzonden',
  },
  REGISTERED: { id: 4, code: 'REGISTERED', name: 'Ingeschreven' },
  SENT_TO_DEALER: { id: 5, code: 'SENT_TO_DEALER', name: 'Verzonden naar dealer' },
  DELIVERED: { id: 6, code: 'DELIVERED', name: 'Afgeleverd' },
  COMMENT_SENT: { id: 7, code: 'COMMENT_SENT', name: 'Opmerking verzonden' },
} as const;
export type LicensePlateRequestStatusCode = keyof typeof LICENSE_PLATE_REQUEST_STATUS;
export type LicensePlateRequestStatusId =
  (typeof LICENSE_PLATE_REQUEST_STATUS)[LicensePlateRequestStatusCode]['id'];
export const LICENSE_PLATE_REQUEST_DEFAULT_FILTER: readonly LicensePlateRequestStatusId[] = [1, 2, 3, 4, 7];

export const LICENSE_PLATE_REGISTRATION_TYPE = {
  NEW_VEHICLE: { id: 1, code: 'NEW_VEHICLE', name: 'Nieuw voertuig' },
  AUTOMATIC_REQUEST: { id: 2, code: 'AUTOMATIC_REQUEST', name: 'Automatische aanvraag' },
  TRANSFER: { id: 3, code: 'TRANSFER', name: 'Overschrijving' },
} as const;
export type LicensePlateRegistrationTypeCode = keyof typeof LICENSE_PLATE_REGISTRATION_TYPE;
export type LicensePlateRegistrationTypeId =
  (typeof LICENSE_PLATE_REGISTRATION_TYPE)[LicensePlateRegistrationTypeCode]['id'];

export const LANGUAGES = {
  nl: { id: 1, code: 'nl' },
  fr: { id: 2, code: 'fr' },
  en: { id: 3, code: 'en' },
  de: { id: 4, code: 'de' },
} as const;
export type LanguageCode = keyof typeof LANGUAGES;
export type LanguageId = (typeof LANGUAGES)[LanguageCode]['id'];
export const LANGUAGE_CODES: readonly LanguageCode[] = ['nl', 'fr', 'en', 'de'];
export const DEFAULT_LANGUAGE: LanguageCode = 'nl';

export const BACKOFFICE_DEALER_ID = -1;
export const BACKOFFICE_DEALER_NAME = 'BACKOFFICE';
// The leasing party that registers its own plates: never gets an automatic plate request.
export const EXCLUDED_PLATE_INVOICE_TARGET_ID = 1337984;

// Data type ids: only LIST = 3 is given by the spec (is_multivalue when the data type id is 3);
// TEXT = 1 and NUMBER = 2 are our seed's choice.
export const DATA_TYPE = {
  TEXT: { id: 1, code: 'TEXT', multiValue: false },
  NUMBER: { id: 2, code: 'NUMBER', multiValue: false },
  LIST: { id: 3, code: 'LIST', multiValue: true },
} as const;
export type DataTypeCode = keyof typeof DATA_TYPE;

export const FIELD_TYPE = {
  BIKE_DESCRIPTION: { code: 'BIKE_DESCRIPTION', index: 1, dataType: 'TEXT' },
  BIKE_VALUE: { code: 'BIKE_VALUE', index: 2, dataType: 'NUMBER' },
  PARTS_DESCRIPTION: { code: 'PARTS_DESCRIPTION', index: 3, dataType: 'TEXT' },
  LOOSE_PARTS_VALUE: { code: 'LOOSE_PARTS_VALUE', index: 4, dataType: 'NUMBER' },
  CLOTHING_DESCRIPTION: { code: 'CLOTHING_DESCRIPTION', index: 5, dataType: 'TEXT' },
  CLOTHING: { code: 'CLOTHING', index: 6, dataType: 'NUMBER' },
  MAINTENANCE: { code: 'MAINTENANCE', index: 7, dataType: 'NUMBER' },
} as const satisfies Record<string, { code: string; index: number; dataType: DataTypeCode }>;
export type FieldTypeCode = keyof typeof FIELD_TYPE;

export const TOTAL_FIELD_CODES = ['BIKE_VALUE', 'LOOSE_PARTS_VALUE', 'CLOTHING'] as const;
export type TotalFieldCode = (typeof TOTAL_FIELD_CODES)[number];

export const QUOTATION_SOURCE = 'DealerAppV2';

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);
export const ORDER_LOG_TYPES: readonly OrderLogType[] = Object.values(ORDER_LOG_TYPE);
export const BIKE_TYPES_IN_DISPLAY_ORDER: readonly BikeType[] = Object.values(BIKE_TYPE).sort(
  (a, b) => a.displayOrder - b.displayOrder,
);

export function orderStatusById(id: number): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status.id === id);
}

export function orderLogTypeById(id: number): OrderLogType | undefined {
  return ORDER_LOG_TYPES.find((type) => type.id === id);
}

const BIKE_TYPE_BY_ID = new Map<number, BikeType>(BIKE_TYPES_IN_DISPLAY_ORDER.map((type) => [type.id, type]));

// Every lease calculation looks its bike type up.
export function bikeTypeById(id: number): BikeType | undefined {
  return BIKE_TYPE_BY_ID.get(id);
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageById(id: number | null | undefined): LanguageCode {
  return LANGUAGE_CODES.find((code) => LANGUAGES[code].id === id) ?? DEFAULT_LANGUAGE;
}

// How a lease contract ended (spec 03 section 9: Schade, Overname, Teruggave), set on the order by
// the back office; null while the contract runs. The nl names are the translation keys' values.
export const CONTRACT_END_STATUS_CODES = ['DAMAGE', 'TAKEOVER', 'RETURN'] as const;
export type ContractEndStatusCode = (typeof CONTRACT_END_STATUS_CODES)[number];
