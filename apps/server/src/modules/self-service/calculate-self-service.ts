import { bikeTypeById, languageById, type LanguageCode } from '@spokes/domain/codes';
import { calculateLease, salarySwapShareFor } from '@spokes/domain/lease-calculation';
import { leaseInputFromForm, quotationFieldIssues } from '@spokes/domain/quotation-form';
import { issueCodes } from '@spokes/domain/schemas';
import { selfServiceRequestSchema, type SelfServiceRequestInput } from '@spokes/domain/self-service';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { loadEffectiveSheet } from '../calculation/effective-sheet';
import { loadFormFields } from '../calculation/get-quotation-form';
import { loadCompanyStatutes } from '../companies/company-info';
import { requireAccessCodeCompany } from './access-code';
import { listSelfServiceDealers } from './self-service-form';

export type SelfServiceCaller = {
  accessCode: string;
  ip: string | null;
  /** The language the page shows; the company's when not given. */
  language: LanguageCode | null;
};

const badInput = (field: string, code = 'REQUIRED'): never =>
  fail('BAD_INPUT', 'invalid self-service request', { fields: { [field]: code } });

/**
 * The calculation request of spec 03 section 3, computed as the dealer's new quotation is
 * (calculate-new-quotation.ts): the company's quotation fields checked by the same domain rules,
 * the amounts by the domain's calculation with the company's current sheet and the share of the
 * chosen statute. Nothing is stored. The warning speaks the language the employee reads.
 */
export async function calculateSelfService(
  db: Db,
  caller: SelfServiceCaller,
  input: SelfServiceRequestInput,
) {
  const company = await requireAccessCodeCompany(db, caller.accessCode, caller.ip);
  const parsed = selfServiceRequestSchema(company.employee_required_fields).safeParse(input);
  if (!parsed.success)
    fail('BAD_INPUT', 'invalid self-service request', { fields: issueCodes(parsed.error) });
  const request = parsed.data;
  const language = caller.language ?? languageById(company.language_fk);
  const [fields, statutes, [dealer], sheet] = await Promise.all([
    loadFormFields(db, company.id),
    loadCompanyStatutes(db, company.id),
    listSelfServiceDealers(db, request.dealer_fk),
    loadEffectiveSheet(db, company.id),
  ]);
  const statute =
    statutes.find((row) => row.id === request.employee_statute_fk) ?? badInput('employee_statute_fk');
  const bikeType = bikeTypeById(request.bike_type_fk) ?? badInput('bike_type_fk');
  if (!dealer) badInput('dealer_fk');
  if (!sheet.ready || !sheet.sheet || !sheet.parameters) fail('CALCULATION_SHEET_MISSING');
  const fieldIssues = quotationFieldIssues(fields, request.fields);
  const [firstIssue] = Object.values(fieldIssues);
  if (firstIssue) fail(firstIssue, 'invalid field value', { fields: fieldIssues });
  const inputs = leaseInputFromForm(fields, request.fields, {
    bikeTypeId: bikeType.id,
    salarySwapShare: salarySwapShareFor(sheet.parameters, statute.code),
    language,
  });
  // quotationFieldIssues has read every number already, so the input always exists here.
  if (!inputs) fail('AMOUNT_INVALID');
  return {
    company,
    language,
    request,
    fields,
    statute,
    bikeType,
    dealer,
    sheet: { ...sheet.sheet, parameters: sheet.parameters },
    result: calculateLease(sheet.parameters, inputs),
  };
}
