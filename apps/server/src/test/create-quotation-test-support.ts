import { calculateLease, DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import { dealerHasBikeBrand } from '../db/schema/dealers';
import { employees } from '../db/schema/employees';
import type { Queryable } from '../db/client';
import { createBikeBrand, createCompany, createDealer, createField } from './factories';
import { signedInRoles } from './signed-in';
import type { TestApp } from './overview-test-support';

export const CREATE_QUOTATION = `mutation($input: NewQuotationInput!) {
  createQuotation(input: $input) {
    id quotation_number test deliverability warning_message
    total_vat_included total_vat_excluded lease_amount lease_amount_vat salary_swap residual_value
    insurance_amount maintenance_amount assistance_amount warranty_grant
    bike_type { code } bike_brand { id } dealer { id }
    quotationFields { field_fk value }
  }
}`;

export const QUOTATION_FORM = `query($employee: Int!, $dealer: Int!) {
  quotationForm(employee_id: $employee, dealer_id: $dealer) {
    employee { id invoice_target_name }
    dealer { id name }
    fields { id code data_type values index }
    bike_types { code }
    bike_brands { id name }
    sheet { ready version own from_company_id parameters { vat_rate maintenance_monthly { bike_type_code cents } } }
    salary_swap_share
  }
}`;

/** An employee with every field the Axus and speed-pedelec rules ask for, unless told otherwise. */
export async function createEmployee(
  db: Queryable,
  companyId: number,
  values: Partial<typeof employees.$inferInsert> = {},
) {
  const [employee] = await db
    .insert(employees)
    .values({
      company_fk: companyId,
      first_name: 'Sara',
      last_name: 'Peeters',
      street: 'Veldstraat 1',
      zip_code: '9000',
      city: 'Gent',
      date_of_birth: '1990-04-02',
      drivers_license_date: '2010-06-01',
      national_register: '90040212345',
      ...values,
    })
    .returning();
  return employee;
}

/** A dealer selling one brand of its own, and a company with the default fields and a LIST field. */
export async function createQuotationScene(db: Queryable, dealerName?: string) {
  const dealer = await createDealer(db, dealerName ? { name: dealerName } : {});
  const brand = await createBikeBrand(db, 'Gazelle');
  await db.insert(dealerHasBikeBrand).values({ dealer_fk: dealer.id, bike_brand_fk: brand.id });
  const company = await createCompany(db);
  const fields = {
    description: await createField(db, company.id, 'BIKE_DESCRIPTION'),
    bike: await createField(db, company.id, 'BIKE_VALUE'),
    parts: await createField(db, company.id, 'LOOSE_PARTS_VALUE'),
    clothing: await createField(db, company.id, 'CLOTHING'),
    colour: await createField(db, company.id, `COLOUR_${company.id}`, {
      values: ['Zwart', 'Rood'],
      index: 8,
    }),
  };
  const employee = await createEmployee(db, company.id);
  const input = {
    employee_fk: employee.id,
    dealer_fk: dealer.id,
    deliverability: 'Binnen 2 weken',
    bike_type_fk: 5,
    bike_brand_fk: brand.id,
    fields: [
      { field_fk: fields.description.id, value: 'Urban E 500, blauw' },
      { field_fk: fields.bike.id, value: '2.499,95' },
      { field_fk: fields.parts.id, value: '150,5' },
      { field_fk: fields.clothing.id, value: '' },
      { field_fk: fields.colour.id, value: '["Zwart"]' },
    ],
  };
  // What the domain gives for that input with the global default sheet.
  const expected = calculateLease(DEFAULT_CALCULATION_SHEET, {
    amounts: { BIKE_VALUE: 249_995, LOOSE_PARTS_VALUE: 15_050 },
    bikeTypeId: 5,
    companyHasMaintenanceField: false,
  });
  return { dealer, brand, company, fields, employee, input, expected };
}

/**
 * A quotation scene with the usual roles around it signed in; the user of another dealer is of
 * a second scene's dealer.
 */
export async function quotationSceneWithRoles(app: TestApp) {
  const scene = await createQuotationScene(app.database.db);
  const other = await createQuotationScene(app.database.db);
  const clients = await signedInRoles(app, {
    dealerId: scene.dealer.id,
    otherDealerId: other.dealer.id,
    companyId: scene.company.id,
  });
  return { scene, clients };
}
