import { BACKOFFICE_DEALER_ID, type DataTypeCode } from '@spokes/domain/codes';
import { salarySwapShareFor } from '@spokes/domain/lease-calculation';
import type { QuotationFormField } from '@spokes/domain/quotation-form';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bikeBrands, dealerHasBikeBrand, dealers } from '../../db/schema/dealers';
import { fields, fieldValues } from '../../db/schema/fields';
import { employees } from '../../db/schema/employees';
import { bikeTypes } from '../../db/schema/reference';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { loadEffectiveSheet, type EffectiveSheet } from './effective-sheet';

/** A company quotation field with what the form needs to draw and check it. */
export type FormFieldView = QuotationFormField & { name: string; description: string | null; index: number };

export type QuotationForm = {
  employee: NonNullable<Awaited<ReturnType<typeof loadEmployee>>>;
  dealer: { id: number; name: string; internal_use_only: boolean };
  fields: FormFieldView[];
  bikeTypes: (typeof bikeTypes.$inferSelect)[];
  bikeBrands: (typeof bikeBrands.$inferSelect)[];
  sheet: EffectiveSheet;
  /** The employee statute's share of the lease paid by salary swap, from the effective sheet. */
  salarySwapShare: number;
};

function loadEmployee(db: Queryable, employeeId: number) {
  return db.query.employees.findFirst({
    where: eq(employees.id, employeeId),
    with: { company: { with: { invoiceTarget: true } }, employeeStatute: true },
  });
}

/** The company's fields in form order, each with its type code, data type and LIST values. */
export async function loadFormFields(db: Queryable, companyId: number): Promise<FormFieldView[]> {
  const rows = await db.query.fields.findMany({
    where: eq(fields.company_fk, companyId),
    orderBy: [asc(fields.index), asc(fields.id)],
    with: {
      fieldType: { with: { dataType: true } },
      fieldValues: { orderBy: [asc(fieldValues.id)] },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    index: row.index,
    code: row.fieldType.code,
    dataType: row.fieldType.dataType.code as DataTypeCode,
    values: row.fieldValues.map((option) => option.value),
  }));
}

/** The brands a dealer sells, by name. */
export function loadDealerBrands(db: Queryable, dealerId: number) {
  return db
    .select({ brand: bikeBrands })
    .from(dealerHasBikeBrand)
    .innerJoin(bikeBrands, eq(bikeBrands.id, dealerHasBikeBrand.bike_brand_fk))
    .where(eq(dealerHasBikeBrand.dealer_fk, dealerId))
    .orderBy(asc(bikeBrands.name))
    .then((rows) => rows.map((row) => row.brand));
}

/**
 * The dealer for a new quotation: one of the viewer's own (super users any), never the
 * back-office pseudo-dealer, which sells no bikes.
 */
export async function requireQuotationDealer(db: Queryable, viewer: Viewer, dealerId: number) {
  if (dealerId === BACKOFFICE_DEALER_ID) fail('INVALID_DEALER');
  await requireAccess(db, viewer, 'dealer', dealerId, 'read');
  const [dealer] = await db
    .select({ id: dealers.id, name: dealers.name, internal_use_only: dealers.internal_use_only })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return dealer;
}

/**
 * Everything the new-quotation screen needs to compute live in the browser for this employee
 * and dealer (spec 02 section 5): the employee's company fields, bike types, the dealer's brands,
 * the effective sheet and the employee's salary swap share. Another dealer than the viewer's,
 * or an employee of a company the viewer cannot read, is NOT_FOUND.
 */
export async function getQuotationForm(
  db: Queryable,
  viewer: Viewer,
  options: { employeeId: number; dealerId: number },
): Promise<QuotationForm> {
  const dealer = await requireQuotationDealer(db, viewer, options.dealerId);
  await requireAccess(db, viewer, 'employee', options.employeeId, 'read');
  const employee = (await loadEmployee(db, options.employeeId)) ?? fail('NOT_FOUND');
  const [formFields, types, brands, sheet] = await Promise.all([
    loadFormFields(db, employee.company_fk),
    db.select().from(bikeTypes).orderBy(asc(bikeTypes.index)),
    loadDealerBrands(db, dealer.id),
    loadEffectiveSheet(db, employee.company_fk),
  ]);
  const statuteCode = employee.employeeStatute?.code ?? null;
  return {
    employee,
    dealer,
    fields: formFields,
    bikeTypes: types,
    bikeBrands: brands,
    sheet,
    salarySwapShare: sheet.parameters ? salarySwapShareFor(sheet.parameters, statuteCode) : 1,
  };
}
