import { DEFAULT_FIELD_DESCRIPTIONS } from '@spokes/domain/company-settings';
import type {
  CompanySaveInput,
  CompanySettingsChoicesQuery,
  CompanyValuesInput,
  SettingsCompanyQuery,
} from '../../../generated/graphql';

export type LoadedCompany = SettingsCompanyQuery['settingsCompany'];
export type FieldTypeChoice = CompanySettingsChoicesQuery['companyFieldTypes'][number];

/** An option of a field as the modal holds it; without id it is new. */
export type DraftOption = { key: string; id?: number; value: string };

/** A field as the modal holds it; without id it is new (not saved yet). */
export type DraftField = {
  key: string;
  id?: number;
  field_type_fk: number;
  typeName: string;
  is_multivalue: boolean;
  name: string;
  description: string;
  index: number;
  options: DraftOption[];
  hasQuotationFields: boolean;
};

export type DraftCostCenter = { key: string; id?: number; name: string; in_use: boolean };

/** What the modal's Fields, Cost centres and Statutes tabs edit. */
export type CompanyLists = {
  fields: DraftField[];
  costCenters: DraftCostCenter[];
  statuteIds: number[];
};

let counter = 0;
/** A key for a row the page adds, unique for the page's life. */
export function newKey(): string {
  counter += 1;
  return `new-${counter}`;
}

export function listsOfCompany(company: LoadedCompany): CompanyLists {
  return {
    fields: company.fields.map((field) => ({
      key: `field-${field.id}`,
      id: field.id,
      field_type_fk: field.field_type_fk,
      typeName: field.fieldType.name,
      is_multivalue: field.fieldType.is_multivalue,
      name: field.name,
      description: field.description ?? '',
      index: field.index,
      options: field.fieldValues.map((option) => ({
        key: `option-${option.id}`,
        id: option.id,
        value: option.value,
      })),
      hasQuotationFields: field.hasQuotationFields,
    })),
    costCenters: company.costcenters.map((row) => ({
      key: `cost-center-${row.id}`,
      id: row.id,
      name: row.name,
      in_use: row.in_use,
    })),
    statuteIds: [...company.employee_statute_ids],
  };
}

/** A new field of a type, named after it, with the type's preset description and index. */
export function newField(type: FieldTypeChoice): DraftField {
  return {
    key: newKey(),
    field_type_fk: type.id,
    typeName: type.name,
    is_multivalue: type.is_multivalue,
    name: type.name,
    description: DEFAULT_FIELD_DESCRIPTIONS[type.code] ?? '',
    index: type.index,
    options: [],
    hasQuotationFields: false,
  };
}

/** A new company's lists: one field of each default field type (spec 03 section 3). */
export function listsOfNewCompany(types: readonly FieldTypeChoice[]): CompanyLists {
  return {
    fields: types.filter((type) => type.is_default).map(newField),
    costCenters: [],
    statuteIds: [],
  };
}

const filled = (value: string) => value.trim() !== '';

/**
 * What a save sends for the lists (spec 03 section 4, Company save): the draft compared with
 * what was loaded; new rows are created, changed ones updated, removed ones deleted. An empty
 * option or cost centre is not sent.
 */
export function listChanges(
  loaded: CompanyLists,
  draft: CompanyLists,
): Omit<CompanySaveInput, 'company' | 'id' | 'token'> {
  const draftIds = (rows: { id?: number }[]) => new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  const keptFields = draftIds(draft.fields);
  const loadedFields = new Map(
    loaded.fields.flatMap((field) => (field.id ? [[field.id, field] as const] : [])),
  );

  const fields_updated = draft.fields.flatMap((field) => {
    const before = field.id ? loadedFields.get(field.id) : undefined;
    if (!before) return [];
    const beforeOptions = new Map(
      before.options.flatMap((option) => (option.id ? [[option.id, option.value] as const] : [])),
    );
    const keptOptions = draftIds(field.options);
    const options_added = field.options
      .filter((option) => !option.id && filled(option.value))
      .map((o) => o.value.trim());
    const options_updated = field.options.flatMap((option) =>
      option.id &&
      beforeOptions.has(option.id) &&
      beforeOptions.get(option.id) !== option.value &&
      filled(option.value)
        ? [{ id: option.id, value: option.value.trim() }]
        : [],
    );
    const options_deleted = [...beforeOptions.keys()].filter((id) => !keptOptions.has(id));
    const changed =
      before.name !== field.name ||
      before.description !== field.description ||
      before.index !== field.index ||
      options_added.length + options_updated.length + options_deleted.length > 0;
    if (!changed) return [];
    return [
      {
        id: field.id!,
        name: field.name,
        description: field.description,
        index: field.index,
        ...(options_added.length ? { options_added } : {}),
        ...(options_updated.length ? { options_updated } : {}),
        ...(options_deleted.length ? { options_deleted } : {}),
      },
    ];
  });

  const keptCostCenters = draftIds(draft.costCenters);
  const draftStatutes = new Set(draft.statuteIds);
  const loadedStatutes = new Set(loaded.statuteIds);
  return {
    fields_created: draft.fields
      .filter((field) => !field.id)
      .map((field) => ({
        field_type_fk: field.field_type_fk,
        name: field.name,
        description: field.description,
        index: field.index,
        options: field.options.map((option) => option.value.trim()).filter(filled),
      })),
    fields_updated,
    fields_deleted: [...loadedFields.keys()].filter((id) => !keptFields.has(id)),
    cost_centers_created: draft.costCenters
      .filter((row) => !row.id && filled(row.name))
      .map((row) => row.name.trim()),
    cost_centers_deleted: loaded.costCenters.flatMap((row) =>
      row.id && !keptCostCenters.has(row.id) ? [row.id] : [],
    ),
    statutes_added: draft.statuteIds.filter((id) => !loadedStatutes.has(id)),
    statutes_removed: loaded.statuteIds.filter((id) => !draftStatutes.has(id)),
  };
}

/** Whether a save would send any list change. */
export function hasListChanges(changes: ReturnType<typeof listChanges>): boolean {
  return Object.values(changes).some((list) => Array.isArray(list) && list.length > 0);
}

/** The General and Required fields tabs' values, as the form holds them. */
export type CompanyFormValues = {
  name: string;
  invoice_target_fk: number | null;
  company_parent_fk: number | null;
  language_fk: number | null;
  variant_fk: number | null;
  contact: string;
  email: string;
  tel: string;
  customer_id: string;
  lab_hash: string;
  fip: boolean;
  hide: boolean;
  comment_public: string;
  comment_private: string;
  disclaimer_calculation: string;
  disclaimer_receipt: string;
  info: string;
  employee_required_fields: string[];
};

export function formValuesOf(company: LoadedCompany | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    invoice_target_fk: company?.invoice_target_fk ?? null,
    company_parent_fk: company?.company_parent_fk ?? null,
    language_fk: company?.language_fk ?? 1,
    variant_fk: company?.variant_fk ?? null,
    contact: company?.contact ?? '',
    email: company?.email ?? '',
    tel: company?.tel ?? '',
    customer_id: company?.customer_id ?? '',
    lab_hash: company?.lab_hash ?? '',
    fip: company?.fip ?? false,
    hide: company?.hide ?? false,
    comment_public: company?.comment_public ?? '',
    comment_private: company?.comment_private ?? '',
    disclaimer_calculation: company?.disclaimer_calculation ?? '',
    disclaimer_receipt: company?.disclaimer_receipt ?? '',
    info: company?.info ?? '',
    employee_required_fields: [...(company?.employee_required_fields ?? [])],
  };
}

export function companyValuesInput(values: CompanyFormValues): CompanyValuesInput {
  return { ...values };
}

/**
 * The companies a company may have as parent: all but itself and those below it (a parent
 * there would close a circle; the server refuses it too, COMPANY_PARENT_CYCLE).
 */
export function possibleParents<T extends { id: number; company_parent_fk: number | null }>(
  companies: readonly T[],
  companyId: number | null,
): T[] {
  if (companyId === null) return [...companies];
  const below = new Set([companyId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const company of companies)
      if (
        company.company_parent_fk !== null &&
        below.has(company.company_parent_fk) &&
        !below.has(company.id)
      ) {
        below.add(company.id);
        grew = true;
      }
  }
  return companies
    .filter((company) => !below.has(company.id))
    .map((company) =>
      // A parent that is not offered (hidden below) must not hide the company from the tree.
      company.company_parent_fk !== null && below.has(company.company_parent_fk)
        ? { ...company, company_parent_fk: null }
        : company,
    );
}
