import {
  BACKOFFICE_DEALER_ID,
  BACKOFFICE_DEALER_NAME,
  BIKE_TYPES_IN_DISPLAY_ORDER,
  DATA_TYPE,
  DEAL_STATUS,
  FIELD_TYPE,
  LANGUAGES,
  LICENSE_PLATE_REGISTRATION_TYPE,
  LICENSE_PLATE_REQUEST_STATUS,
  ORDER_LOG_TYPES,
  ORDER_STATUSES,
  type DataTypeCode,
  type DealStatusCode,
  type FieldTypeCode,
  type LanguageCode,
} from '@spokes/domain/codes';
import { DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import type { Queryable } from '../client';
import { companyCalculationSheets } from '../schema/companies';
import { dealers } from '../schema/dealers';
import { infoPages } from '../schema/info-pages';
import { dataTypes, fieldTypes } from '../schema/fields';
import { licensePlateRegistrationTypes, licensePlateRequestStatuses } from '../schema/license-plates';
import {
  bikeTypes,
  dealStatuses,
  employeeStatutes,
  employeeTitles,
  languages,
  orderLogTypes,
  orderStatuses,
  variants,
} from '../schema/reference';
import { webhookFormats } from '../schema/webhooks';
import { SHIPPED_INFO_PAGES } from './info-pages-content';

// Ids and codes come from packages/domain (codes.ts); the names below are the seeded nl names
// of the rows the domain gives no name for. Super users may rename any of them afterwards.
const languageNames: Record<LanguageCode, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};
const dealStatusNames: Record<DealStatusCode, string> = {
  OPEN: 'Open',
  WON: 'Gewonnen',
  ORDERED: 'Fiets besteld',
  READY: 'Klaar voor levering',
  DELIVERED: 'Geleverd',
  INVOICED: 'Gefactureerd',
  LOST: 'Verloren',
};
const dataTypeNames: Record<DataTypeCode, string> = { TEXT: 'Tekst', NUMBER: 'Getal', LIST: 'Lijst' };
const fieldTypeNames: Record<FieldTypeCode, string> = {
  BIKE_DESCRIPTION: 'Beschrijving fiets',
  BIKE_VALUE: 'Waarde fiets',
  PARTS_DESCRIPTION: 'Beschrijving onderdelen',
  LOOSE_PARTS_VALUE: 'Waarde losse onderdelen',
  CLOTHING_DESCRIPTION: 'Beschrijving kledij',
  CLOTHING: 'Kledij',
  MAINTENANCE: 'Onderhoud',
};

/**
 * Inserts the fixed reference rows of DOMAIN.md. Runs at every start: rows that exist are left
 * as they are (names are editable by super users), rows added in a later version arrive.
 */
export async function seedReferenceData(db: Queryable): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(Object.values(LANGUAGES).map((l) => ({ id: l.id, code: l.code, name: languageNames[l.code] })))
      .onConflictDoNothing();
    await tx
      .insert(orderStatuses)
      .values(ORDER_STATUSES.map((s) => ({ id: s.id, code: s.code, name: s.name, index: s.index })))
      .onConflictDoNothing();
    await tx
      .insert(orderLogTypes)
      .values(ORDER_LOG_TYPES.map((t) => ({ id: t.id, code: t.code, name: t.name })))
      .onConflictDoNothing();
    await tx
      .insert(bikeTypes)
      .values(
        BIKE_TYPES_IN_DISPLAY_ORDER.map((t) => ({
          id: t.id,
          code: t.code,
          name: t.name,
          index: t.displayOrder,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(dealStatuses)
      .values(
        Object.values(DEAL_STATUS).map((s) => ({ id: s.id, code: s.code, name: dealStatusNames[s.code] })),
      )
      .onConflictDoNothing();
    await tx
      .insert(licensePlateRequestStatuses)
      .values(Object.values(LICENSE_PLATE_REQUEST_STATUS).map((s) => ({ id: s.id, name: s.name })))
      .onConflictDoNothing();
    await tx
      .insert(licensePlateRegistrationTypes)
      .values(Object.values(LICENSE_PLATE_REGISTRATION_TYPE).map((t) => ({ id: t.id, name: t.name })))
      .onConflictDoNothing();
    await tx
      .insert(dataTypes)
      .values(Object.values(DATA_TYPE).map((d) => ({ id: d.id, code: d.code, name: dataTypeNames[d.code] })))
      .onConflictDoNothing();
    // id = index; every type but MAINTENANCE is given to each new company.
    await tx
      .insert(fieldTypes)
      .values(
        Object.values(FIELD_TYPE).map((f) => ({
          id: f.index,
          index: f.index,
          code: f.code,
          name: fieldTypeNames[f.code],
          data_type_fk: DATA_TYPE[f.dataType].id,
          is_multivalue: DATA_TYPE[f.dataType].multiValue,
          is_default: f.code !== 'MAINTENANCE',
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(dealers)
      .values({ id: BACKOFFICE_DEALER_ID, name: BACKOFFICE_DEALER_NAME, internal_use_only: true })
      .onConflictDoNothing();
    await tx
      .insert(webhookFormats)
      .values([{ id: 1, code: 'JSON', name: 'JSON' }])
      .onConflictDoNothing();
    await tx
      .insert(variants)
      .values([
        { id: 1, code: 'STANDARD', name: 'Standaard' },
        { id: 2, code: 'FIP', name: 'FIP' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(employeeTitles)
      .values([
        { id: 1, code: 'MR', name: 'Dhr.' },
        { id: 2, code: 'MS', name: 'Mevr.' },
        { id: 3, code: 'MX', name: 'Mx.' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(employeeStatutes)
      .values([
        { id: 1, code: 'EMPLOYEE', name: 'Bediende' },
        { id: 2, code: 'WORKER', name: 'Arbeider' },
        { id: 3, code: 'EXECUTIVE', name: 'Kaderlid' },
        { id: 4, code: 'CIVIL_SERVANT', name: 'Ambtenaar' },
      ])
      .onConflictDoNothing();
    // The info pages' shipped text; a super user's saved text is never replaced.
    await tx
      .insert(infoPages)
      .values(
        Object.entries(SHIPPED_INFO_PAGES).flatMap(([slug, texts]) =>
          Object.entries(texts).map(([language, html]) => ({ slug, language, html })),
        ),
      )
      .onConflictDoNothing();
    // company_fk null: the global default sheet (at most one, NULLS NOT DISTINCT).
    await tx
      .insert(companyCalculationSheets)
      .values({ company_fk: null, version: 1, parameters: DEFAULT_CALCULATION_SHEET })
      .onConflictDoNothing();
  });
}
