import { BIKE_TYPE, type LanguageCode } from '@spokes/domain/codes';
import { DEFAULT_CONTRACT_DURATION_MONTHS } from '@spokes/domain/limits';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { documentText } from './document-texts';
import type { TemplateFieldName } from './template-fields';

/**
 * The values of a made-up order that a template preview is filled with: every template field,
 * written as generation writes them, so a super user sees how a real document will look without
 * any real employee's data. Typed over every field, so a new field needs a demo value here.
 */
export function demoDocumentValues(language: LanguageCode, now: Date): Record<TemplateFieldName, string> {
  return {
    quotation_number: 'Q000123',
    quotation_date: formatDate(now),
    document_date: formatDate(now),
    order_date: formatDate(now),
    employee_name: 'Jan Peeters',
    employee_number: 'EMP-0042',
    employee_email: 'jan.peeters@example.com',
    employee_address: 'Kerkstraat 12, 9000 Gent',
    company_name: 'Brouwerij Zonnedal',
    dealer_name: 'Fietsen Maes',
    dealer_address: 'Stationsstraat 5, 2000 Antwerpen',
    bike_type: documentText(language, `documents.bikeType.${BIKE_TYPE.ELEC_BIKE.code}`),
    bike_brand: 'Stromer',
    bike_model: 'ST3',
    bike_description: 'Stromer ST3 Sport, 983 Wh',
    frame_number: 'WSTR3ABC123456789',
    license_number: 'S-ABC-123',
    key_number_1: 'K1234',
    accu_number: 'ACC98765',
    service_pass: formatServicePass('1234567890123456'),
    total_vat_included: formatMoney(350000),
    total_vat_excluded: formatMoney(289256),
    contract_duration: documentText(language, 'documents.contractDuration', {
      months: DEFAULT_CONTRACT_DURATION_MONTHS,
    }),
    lease_amount: formatMoney(8912),
    lease_amount_vat: formatMoney(10784),
    salary_swap: formatMoney(10784),
    insurance_amount: formatMoney(964),
    maintenance_amount: formatMoney(1200),
    assistance_amount: formatMoney(300),
    residual_value: formatMoney(46281),
    warranty_grant: formatMoney(0),
  };
}
