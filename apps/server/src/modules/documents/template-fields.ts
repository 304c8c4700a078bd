import { DEFAULT_CONTRACT_DURATION_MONTHS } from '@spokes/domain/limits';
import { BIKE_TYPE, ORDER_LOG_TYPE, type BikeTypeCode, type LanguageCode } from '@spokes/domain/codes';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatDate, formatMoney } from '@spokes/domain/format';
import type { DocumentData } from './document-data';
import { documentText } from './document-texts';

/**
 * THE FIELD NAMES OF DOCUMENT TEMPLATES, in one place.
 *
 * A template is a fillable PDF (AcroForm). Every text field whose name is a key below is filled
 * with that value when a document is generated; other fields are left as they are, and all are
 * flattened. Uploaded templates use the same names. Amounts are "€ 1.234,56", dates DD/MM/YYYY.
 */
export const TEMPLATE_FIELDS = {
  /** Q000123 */
  quotation_number: (d) => d.quotation.quotation_number,
  quotation_date: (d) => formatDate(d.quotation.quotation_date),
  /** The day the document is generated. */
  document_date: (_d, _language, now) => formatDate(now),
  order_date: (d) => formatDate(d.order.date),
  /** "first_name last_name" */
  employee_name: (d) => d.employee.name,
  employee_number: (d) => d.employee.employee_number ?? '',
  employee_email: (d) => d.employee.email ?? '',
  /** "street house_number, zip_code city" */
  employee_address: (d) =>
    address(d.employee.street, d.employee.house_number, d.employee.zip_code, d.employee.city),
  company_name: (d) => d.company.name,
  dealer_name: (d) => d.dealer.name,
  dealer_address: (d) => address(d.dealer.street, null, d.dealer.zip_code, d.dealer.city),
  /** The bike type in the document's language (Fiets, Vélo électrique...). */
  bike_type: (d, language) =>
    Object.hasOwn(BIKE_TYPE, d.bikeType.code)
      ? documentText(language, `documents.bikeType.${d.bikeType.code as BikeTypeCode}`)
      : d.bikeType.name,
  /** The bike's brand, else the quotation's. */
  bike_brand: (d) => d.bikeBrandName ?? '',
  bike_model: (d) => d.bike?.model ?? '',
  /** The quotation's BIKE_DESCRIPTION field. */
  bike_description: (d) => d.bikeDescription ?? '',
  frame_number: (d) => d.bike?.frame_number ?? '',
  license_number: (d) => d.bike?.license_number ?? '',
  key_number_1: (d) => d.bike?.key_number_1 ?? '',
  accu_number: (d) => d.bike?.accu_number ?? '',
  /** In groups of 4. */
  service_pass: (d) => formatServicePass(d.servicePassBarcode),
  total_vat_included: (d) => formatMoney(d.quotation.total_vat_included),
  total_vat_excluded: (d) => formatMoney(d.quotation.total_vat_excluded),
  /** "36 maanden": the duration of the quotation's calculation sheet, else 36. */
  contract_duration: (d, language) =>
    documentText(language, 'documents.contractDuration', {
      months: d.quotation.calculation_sheet?.parameters.durationMonths ?? DEFAULT_CONTRACT_DURATION_MONTHS,
    }),
  lease_amount: (d) => formatMoney(d.quotation.lease_amount),
  lease_amount_vat: (d) => formatMoney(d.quotation.lease_amount_vat),
  salary_swap: (d) => formatMoney(d.quotation.salary_swap),
  insurance_amount: (d) => formatMoney(d.quotation.insurance_amount),
  maintenance_amount: (d) => formatMoney(d.quotation.maintenance_amount),
  assistance_amount: (d) => formatMoney(d.quotation.assistance_amount),
  residual_value: (d) => formatMoney(d.quotation.residual_value),
  warranty_grant: (d) => formatMoney(d.quotation.warranty_grant),
} satisfies Record<string, (data: DocumentData, language: LanguageCode, now: Date) => string>;

export type TemplateFieldName = keyof typeof TEMPLATE_FIELDS;

export function isTemplateFieldName(name: string): name is TemplateFieldName {
  return Object.hasOwn(TEMPLATE_FIELDS, name);
}

/** The documents the application generates itself (the others are uploaded). */
export const GENERATED_DOCUMENT_TYPES = [ORDER_LOG_TYPE.CALCULATIONDOC, ORDER_LOG_TYPE.RECEIPTDOC] as const;
export type GeneratedDocumentType = (typeof GENERATED_DOCUMENT_TYPES)[number];

export function generatedDocumentType(orderLogTypeId: number): GeneratedDocumentType | undefined {
  return GENERATED_DOCUMENT_TYPES.find((type) => type.id === orderLogTypeId);
}

/** The quotation's totals and its monthly amounts, in the order the documents print them. */
export const TOTAL_AMOUNT_FIELDS = ['total_vat_included', 'total_vat_excluded'] as const;
export const MONTHLY_AMOUNT_FIELDS = [
  'lease_amount',
  'lease_amount_vat',
  'salary_swap',
  'insurance_amount',
  'maintenance_amount',
  'assistance_amount',
  'residual_value',
  'warranty_grant',
] as const;

/**
 * The fields each generated document shows, top to bottom: the default template draws exactly
 * these, and an uploaded template of that document type must carry every one of them (a designed
 * PDF may add any other field of TEMPLATE_FIELDS, which generation fills too).
 */
export const DOCUMENT_TYPE_FIELDS: Record<GeneratedDocumentType['code'], readonly TemplateFieldName[]> = {
  CALCULATIONDOC: [
    'quotation_number',
    'quotation_date',
    'document_date',
    'employee_name',
    'employee_number',
    'employee_address',
    'company_name',
    'dealer_name',
    'bike_type',
    'bike_brand',
    'bike_description',
    ...TOTAL_AMOUNT_FIELDS,
    'contract_duration',
    ...MONTHLY_AMOUNT_FIELDS,
  ],
  RECEIPTDOC: [
    'quotation_number',
    'order_date',
    'document_date',
    'employee_name',
    'employee_address',
    'company_name',
    'dealer_name',
    'dealer_address',
    'bike_type',
    'bike_brand',
    'bike_model',
    'frame_number',
    'license_number',
    'key_number_1',
    'accu_number',
    'service_pass',
  ],
};

/**
 * The fields an uploaded template of this document type must have: those of DOCUMENT_TYPE_FIELDS
 * for a generated document, none for a type the application never fills.
 */
export function requiredTemplateFields(orderLogTypeId: number): readonly TemplateFieldName[] {
  const type = generatedDocumentType(orderLogTypeId);
  return type ? DOCUMENT_TYPE_FIELDS[type.code] : [];
}

/** "street house_number, zip_code city", leaving out what is missing. */
export function address(
  street: string | null,
  houseNumber: string | null,
  zipCode: string | null,
  city: string | null,
): string {
  const line1 = [street, houseNumber].filter(Boolean).join(' ');
  const line2 = [zipCode, city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}
