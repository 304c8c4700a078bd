import { and, eq, inArray, sql } from 'drizzle-orm';
import { companyRequiredMissing, DEFAULT_FIELD_DESCRIPTIONS } from '@spokes/domain/company-settings';
import { validateLabHash } from '@spokes/domain/company-validation';
import { OPTIONAL_EMPLOYEE_FIELDS } from '@spokes/domain/employee-schema';
import type { ErrorCode } from '@spokes/domain/error-codes';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { companies, companyHasEmployeeStatute, costCenters } from '../../db/schema/companies';
import { fields, fieldTypes, fieldValues } from '../../db/schema/fields';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { employeeStatutes } from '../../db/schema/reference';
import { AppError, fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { sanitizeInfoHtml } from './company-info';
import { companyToken, getCompanySettings, type CompanyRow } from './company-settings';

export type CompanyValues = {
  name: string;
  invoice_target_fk?: number | null;
  company_parent_fk?: number | null;
  language_fk?: number | null;
  variant_fk?: number | null;
  contact?: string | null;
  email?: string | null;
  tel?: string | null;
  customer_id?: string | null;
  lab_hash?: string | null;
  fip: boolean;
  hide: boolean;
  comment_public?: string | null;
  comment_private?: string | null;
  disclaimer_calculation?: string | null;
  disclaimer_receipt?: string | null;
  info?: string | null;
  employee_required_fields: readonly string[];
};

export type FieldCreate = {
  field_type_fk: number;
  name: string;
  description?: string | null;
  index: number;
  options?: readonly string[] | null;
};

export type FieldUpdate = {
  id: number;
  name: string;
  description?: string | null;
  index: number;
  options_added?: readonly string[] | null;
  options_updated?: readonly { id: number; value: string }[] | null;
  options_deleted?: readonly number[] | null;
};

/**
 * One save of the settings modal (spec 03 section 4, Company save): the company's own values and
 * what the modal changed in its fields, options, cost centres and statutes, diffed by the page.
 * `id` and `token` name the company and the version that was opened; without `id` it is created.
 */
export type CompanySave = {
  id?: number | null;
  token?: string | null;
  company: CompanyValues;
  fields_created?: readonly FieldCreate[] | null;
  fields_updated?: readonly FieldUpdate[] | null;
  fields_deleted?: readonly number[] | null;
  cost_centers_created?: readonly string[] | null;
  cost_centers_deleted?: readonly number[] | null;
  statutes_added?: readonly number[] | null;
  statutes_removed?: readonly number[] | null;
};

const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The company's columns as the modal sets them, checked as the spec's Company save rules say. */
function companyColumns(values: CompanyValues) {
  if (companyRequiredMissing(values)) fail('REQUIRED_FIELDS_MISSING');
  const hash = validateLabHash(values.lab_hash);
  if (!hash.ok) fail(hash.error);
  const known: readonly string[] = OPTIONAL_EMPLOYEE_FIELDS;
  if (values.employee_required_fields.some((name) => !known.includes(name))) fail('BAD_INPUT');
  return {
    name: values.name.trim(),
    invoice_target_fk: values.invoice_target_fk!,
    company_parent_fk: values.company_parent_fk ?? null,
    language_fk: values.language_fk!,
    variant_fk: values.variant_fk!,
    contact: text(values.contact),
    email: text(values.email),
    tel: text(values.tel),
    customer_id: text(values.customer_id),
    lab_hash: hash.value === '' ? null : hash.value,
    fip: values.fip,
    hide: values.hide,
    comment_public: text(values.comment_public),
    comment_private: text(values.comment_private),
    disclaimer_calculation: text(values.disclaimer_calculation),
    disclaimer_receipt: text(values.disclaimer_receipt),
    info: sanitizeInfoHtml(text(values.info)),
    employee_required_fields: OPTIONAL_EMPLOYEE_FIELDS.filter((name) =>
      values.employee_required_fields.includes(name),
    ),
  };
}

/**
 * Runs one step of the save; a failure becomes the spec's message for that step (with the item's
 * name) and, thrown out of the transaction, undoes every step before it.
 */
async function step<T>(code: ErrorCode, details: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code !== 'NOT_FOUND' && error.code !== 'BAD_INPUT') throw error;
    throw new AppError(code, undefined, details);
  }
}

/** Refuses a parent that is the company itself or one of the companies below it. */
async function refuseParentCycle(tx: Tx, companyId: number, parentId: number | null) {
  if (parentId === null) return;
  // One parent change at a time: two saves that each look fine could close a circle together.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.company-parents'))`);
  if (parentId === companyId) fail('COMPANY_PARENT_CYCLE');
  const below = await queryRows<{ id: number }>(
    tx,
    sql`
    with recursive up(id, parent) as (
      select id, company_parent_fk from ${companies} where id = ${parentId}
      union
      select c.id, c.company_parent_fk from ${companies} c join up on c.id = up.parent
    )
    select id from up where id = ${companyId}`,
  );
  if (below.length > 0) fail('COMPANY_PARENT_CYCLE');
}

async function lockCompany(tx: Tx, id: number, token: string | null | undefined) {
  const [row] = await tx
    .select({ company: companies, token: companyToken })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  if (!row) fail('NOT_FOUND');
  if (row.token !== token) fail('COMPANY_CHANGED');
  return row.company;
}

/** Logs a change of the company or of one of its parts, each in the company's history. */
function audit(tx: Tx, viewer: Viewer, companyId: number) {
  return (
    table: string,
    recordId: number,
    action: 'create' | 'update' | 'delete',
    before: object | null,
    after: object | null,
  ) =>
    recordSettingsChange(tx, viewer, {
      table,
      recordId,
      owner: { table: 'companies', recordId: companyId },
      action,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });
}

async function addOption(tx: Tx, viewer: Viewer, companyId: number, fieldId: number, value: string) {
  const [option] = await tx.insert(fieldValues).values({ field_fk: fieldId, value }).returning();
  await audit(tx, viewer, companyId)('field_values', option.id, 'create', null, option);
}

/** Options are kept only when not empty (spec 03 section 5); only a multi-value type has them. */
const cleanOptions = (options: readonly string[] | null | undefined) =>
  (options ?? []).map((option) => option.trim()).filter((option) => option !== '');

async function saveFields(tx: Tx, viewer: Viewer, companyId: number, save: CompanySave, isNew: boolean) {
  const log = audit(tx, viewer, companyId);
  const types = new Map((await tx.select().from(fieldTypes)).map((type) => [type.id, type]));

  for (const id of save.fields_deleted ?? []) {
    const [field] = await tx
      .select()
      .from(fields)
      .where(and(eq(fields.id, id), eq(fields.company_fk, companyId)));
    await step('FIELD_DELETE_FAILED', { name: field?.name ?? String(id) }, async () => {
      if (!field) fail('NOT_FOUND');
      const [used] = await tx
        .select({ id: quotationFields.id })
        .from(quotationFields)
        .where(eq(quotationFields.field_fk, id))
        .limit(1);
      if (used) fail('NOT_FOUND');
      await tx.delete(fields).where(eq(fields.id, id));
      await log('fields', id, 'delete', field, null);
    });
  }

  for (const update of save.fields_updated ?? []) {
    const name = update.name.trim();
    const [before] = await tx
      .select()
      .from(fields)
      .where(and(eq(fields.id, update.id), eq(fields.company_fk, companyId)))
      .for('update');
    await step('FIELD_UPDATE_FAILED', { name: name || before?.name || String(update.id) }, async () => {
      if (!before || name === '') fail('NOT_FOUND');
      const [after] = await tx
        .update(fields)
        .set({ name, description: text(update.description), index: update.index })
        .where(eq(fields.id, update.id))
        .returning();
      await log('fields', update.id, 'update', before, after);
    });
    for (const optionId of update.options_deleted ?? []) {
      await step('FIELD_UPDATE_FAILED', { name }, async () => {
        const [option] = await tx
          .delete(fieldValues)
          .where(and(eq(fieldValues.id, optionId), eq(fieldValues.field_fk, update.id)))
          .returning();
        if (!option) fail('NOT_FOUND');
        await log('field_values', optionId, 'delete', option, null);
      });
    }
    for (const option of update.options_updated ?? []) {
      const value = option.value.trim();
      await step('FIELD_UPDATE_FAILED', { name }, async () => {
        const [old] = await tx
          .select()
          .from(fieldValues)
          .where(and(eq(fieldValues.id, option.id), eq(fieldValues.field_fk, update.id)));
        if (!old || value === '') fail('NOT_FOUND');
        const [after] = await tx
          .update(fieldValues)
          .set({ value })
          .where(eq(fieldValues.id, option.id))
          .returning();
        await log('field_values', option.id, 'update', old, after);
      });
    }
    for (const value of cleanOptions(update.options_added)) {
      await step('FIELD_OPTION_ADD_FAILED', { option: value, name }, async () => {
        if (!types.get(before!.field_type_fk)?.is_multivalue) fail('NOT_FOUND');
        await addOption(tx, viewer, companyId, update.id, value);
      });
    }
  }

  const created = [...(save.fields_created ?? [])];
  if (isNew) {
    // A new company gets one field of each default type the page did not send already.
    const given = new Set(created.map((field) => field.field_type_fk));
    for (const type of types.values()) {
      if (type.is_default && !given.has(type.id))
        created.push({
          field_type_fk: type.id,
          name: type.name,
          description: DEFAULT_FIELD_DESCRIPTIONS[type.code] ?? null,
          index: type.index,
        });
    }
    created.sort((a, b) => a.index - b.index);
  }
  for (const create of created) {
    const name = create.name.trim();
    const type = types.get(create.field_type_fk);
    const field = await step('FIELD_SAVE_FAILED', { name: name || type?.name || '' }, async () => {
      if (!type || name === '') fail('NOT_FOUND');
      const [row] = await tx
        .insert(fields)
        .values({
          company_fk: companyId,
          field_type_fk: type.id,
          name,
          description: text(create.description),
          index: create.index,
        })
        .returning();
      await log('fields', row.id, 'create', null, row);
      return row;
    });
    for (const value of cleanOptions(create.options)) {
      await step('FIELD_OPTION_CREATE_FAILED', { option: value, name }, async () => {
        if (!type!.is_multivalue) fail('NOT_FOUND');
        await addOption(tx, viewer, companyId, field.id, value);
      });
    }
  }
}

async function saveCostCenters(tx: Tx, viewer: Viewer, companyId: number, save: CompanySave) {
  const log = audit(tx, viewer, companyId);
  for (const id of save.cost_centers_deleted ?? []) {
    const [row] = await tx
      .select()
      .from(costCenters)
      .where(and(eq(costCenters.id, id), eq(costCenters.company_fk, companyId)));
    await step('COST_CENTER_DELETE_FAILED', { name: row?.name ?? String(id) }, async () => {
      if (!row) fail('NOT_FOUND');
      const [used] = await tx
        .select({ id: quotations.id })
        .from(quotations)
        .where(and(eq(quotations.company_fk, companyId), eq(quotations.costcenter, row.name)))
        .limit(1);
      if (used) fail('NOT_FOUND');
      await tx.delete(costCenters).where(eq(costCenters.id, id));
      await log('cost_centers', id, 'delete', row, null);
    });
  }
  // An empty name is no cost centre: skipped, as an empty option is.
  for (const name of cleanOptions(save.cost_centers_created)) {
    await step('COST_CENTER_CREATE_FAILED', { name }, async () => {
      const [row] = await tx.insert(costCenters).values({ company_fk: companyId, name }).returning();
      await log('cost_centers', row.id, 'create', null, row);
    });
  }
}

async function saveStatutes(tx: Tx, viewer: Viewer, companyId: number, save: CompanySave) {
  const log = audit(tx, viewer, companyId);
  const ids = [...(save.statutes_added ?? []), ...(save.statutes_removed ?? [])];
  const names = new Map(
    ids.length === 0
      ? []
      : (await tx.select().from(employeeStatutes).where(inArray(employeeStatutes.id, ids))).map((s) => [
          s.id,
          s.name,
        ]),
  );
  for (const statuteId of save.statutes_removed ?? []) {
    await step('STATUTE_DELETE_FAILED', { name: names.get(statuteId) ?? String(statuteId) }, async () => {
      const [link] = await tx
        .delete(companyHasEmployeeStatute)
        .where(
          and(
            eq(companyHasEmployeeStatute.company_fk, companyId),
            eq(companyHasEmployeeStatute.employee_statute_fk, statuteId),
          ),
        )
        .returning();
      if (!link) fail('NOT_FOUND');
      await log('company_has_employee_statute', link.id, 'delete', link, null);
    });
  }
  for (const statuteId of save.statutes_added ?? []) {
    await step('STATUTE_ADD_FAILED', { name: names.get(statuteId) ?? String(statuteId) }, async () => {
      if (!names.has(statuteId)) fail('NOT_FOUND');
      const [link] = await tx
        .insert(companyHasEmployeeStatute)
        .values({ company_fk: companyId, employee_statute_fk: statuteId })
        .returning();
      await log('company_has_employee_statute', link.id, 'create', null, link);
    });
  }
}

/**
 * Creates or updates a company with its fields, options, cost centres and statutes in ONE
 * transaction: a step that fails reports itself with the spec's message and leaves nothing
 * changed. An update names the version it started from; a company changed since is refused
 * (COMPANY_CHANGED) instead of overwritten. Every change is written to the settings audit log.
 */
export async function saveCompany(db: Db, viewer: Viewer, save: CompanySave) {
  requireSuperUser(viewer);
  const values = companyColumns(save.company);
  const id = await db.transaction(async (tx) => {
    let company: CompanyRow;
    const isNew = save.id == null;
    if (isNew) {
      company = await step('COMPANY_SAVE_FAILED', {}, async () => {
        const [created] = await tx.insert(companies).values(values).returning();
        return created;
      });
      await audit(tx, viewer, company.id)('companies', company.id, 'create', null, company);
    } else {
      const before = await lockCompany(tx, save.id!, save.token);
      if (values.company_parent_fk !== before.company_parent_fk)
        await refuseParentCycle(tx, before.id, values.company_parent_fk);
      company = await step('COMPANY_SAVE_FAILED', {}, async () => {
        const [updated] = await tx
          .update(companies)
          .set({ ...values, updated_at: sql`clock_timestamp()` })
          .where(eq(companies.id, before.id))
          .returning();
        return updated;
      });
      await audit(tx, viewer, company.id)('companies', company.id, 'update', before, company);
    }
    await saveFields(tx, viewer, company.id, save, isNew);
    await saveCostCenters(tx, viewer, company.id, save);
    await saveStatutes(tx, viewer, company.id, save);
    return company.id;
  });
  return getCompanySettings(db, viewer, id);
}
