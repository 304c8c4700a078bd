import { and, asc, eq, ne } from 'drizzle-orm';
import { BACKOFFICE_DEALER_ID, languageById, type LanguageCode } from '@spokes/domain/codes';
import { selfServiceDetailFields, type SelfServiceDetailField } from '@spokes/domain/self-service';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { bikeTypes } from '../../db/schema/reference';
import { loadEffectiveSheet } from '../calculation/effective-sheet';
import { loadFormFields, type FormFieldView } from '../calculation/get-quotation-form';
import { loadCompanyStatutes } from '../companies/company-info';
import type { SelfServiceCompany } from './access-code';

export type SelfServiceForm = {
  company: { id: number; name: string; language: LanguageCode };
  fields: FormFieldView[];
  /** The company's statutes by name; the first is the form's default. */
  statutes: { id: number; code: string; name: string }[];
  bikeTypes: { id: number; code: string; name: string; index: number }[];
  dealers: SelfServiceDealer[];
  /** The company's required employee fields the form asks (selfServiceDetailFields). */
  detailFields: SelfServiceDetailField[];
  /** The company's sheet holds every parameter: without it nothing can be computed. */
  sheetReady: boolean;
};

export type SelfServiceDealer = { id: number; name: string; zip_code: string | null; city: string | null };

/**
 * The shops an employee may pick: active, selling to the public, never the back office's
 * pseudo-dealer; by postcode ascending as the spec says, so the nearest are found by number.
 */
export function listSelfServiceDealers(db: Queryable, dealerId?: number): Promise<SelfServiceDealer[]> {
  return db
    .select({ id: dealers.id, name: dealers.name, zip_code: dealers.zip_code, city: dealers.city })
    .from(dealers)
    .where(
      and(
        eq(dealers.active, true),
        eq(dealers.internal_use_only, false),
        ne(dealers.id, BACKOFFICE_DEALER_ID),
        dealerId === undefined ? undefined : eq(dealers.id, dealerId),
      ),
    )
    .orderBy(asc(dealers.zip_code), asc(dealers.name));
}

/** Everything the self-service form of a company needs, in one answer for a phone's sake. */
export async function getSelfServiceForm(
  db: Queryable,
  company: SelfServiceCompany,
): Promise<SelfServiceForm> {
  const [fields, statutes, types, shops, sheet] = await Promise.all([
    loadFormFields(db, company.id),
    loadCompanyStatutes(db, company.id),
    db.select().from(bikeTypes).orderBy(asc(bikeTypes.index)),
    listSelfServiceDealers(db),
    loadEffectiveSheet(db, company.id),
  ]);
  return {
    company: { id: company.id, name: company.name, language: languageById(company.language_fk) },
    fields,
    statutes,
    bikeTypes: types,
    dealers: shops,
    detailFields: selfServiceDetailFields(company.employee_required_fields),
    sheetReady: sheet.ready,
  };
}
