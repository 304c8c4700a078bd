import { eq } from 'drizzle-orm';
import { DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import type { Queryable } from '../db/client';
import { companies, companyCalculationSheets } from '../db/schema/companies';
import { employees } from '../db/schema/employees';
import { createQuotationScene } from './create-quotation-test-support';

export const SELF_SERVICE_FORM = `query($code: String!) {
  selfServiceForm(access_code: $code) {
    company_name company_language detail_fields sheet_ready
    fields { id code data_type values }
    statutes { id code name }
    bike_types { id code }
    dealers { id name zip_code city }
  }
}`;

const RESULT = `lease_amount lease_amount_vat salary_swap insurance_amount maintenance_amount assistance_amount
  warranty_grant total_vat_excluded total_vat_included residual_value warning_message`;

export const SELF_SERVICE_CALCULATION = `query($code: String!, $language: String, $input: SelfServiceRequestInput!) {
  selfServiceCalculation(access_code: $code, language: $language, input: $input) { ${RESULT} }
}`;

export const SEND_SELF_SERVICE = `mutation($code: String!, $language: String, $input: SelfServiceRequestInput!,
  $employee: Boolean!, $dealer: Boolean!) {
  sendSelfServiceCalculation(access_code: $code, language: $language, input: $input,
    send_to_employee: $employee, send_to_dealer: $dealer)
}`;

/** Statute WORKER (2) pays 80 % by salary swap in the company's own sheet; EMPLOYEE (1) the default. */
export const WORKER_SHARE = 0.8;

/**
 * The quotation scene with a company sheet of its own that gives workers another salary swap
 * share, the employee a worker, and the self-service request that asks what the dealer's input asks.
 */
export async function selfServiceScene(db: Queryable) {
  const scene = await createQuotationScene(db);
  await db.insert(companyCalculationSheets).values({
    company_fk: scene.company.id,
    parameters: { ...DEFAULT_CALCULATION_SHEET, salarySwapShareByStatute: { WORKER: WORKER_SHARE } },
  });
  const [company] = await db
    .update(companies)
    .set({ employee_access_code: `SS${scene.company.id}CODE` })
    .where(eq(companies.id, scene.company.id))
    .returning();
  await db.update(employees).set({ employee_statute_fk: 2 }).where(eq(employees.id, scene.employee.id));
  const request = {
    name: 'Sara Peeters',
    email: `sara-${company.id}@example.be`,
    employee_statute_fk: 2,
    bike_type_fk: scene.input.bike_type_fk,
    dealer_fk: scene.dealer.id,
    fields: scene.input.fields,
  };
  return { ...scene, company, code: company.employee_access_code, request };
}
