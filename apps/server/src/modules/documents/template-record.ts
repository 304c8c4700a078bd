import { templateSettingsSchema, type TemplateSettingsValues } from '@spokes/domain/template-settings';
import { issueCodes } from '@spokes/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { languages, orderLogTypes, variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';
import { fail } from '../../errors';
import { generatedDocumentType } from './template-fields';

/** A template as the Templates tab shows and the audit log keeps it: its columns and the names of its links. */
export const templateColumns = {
  id: templates.id,
  name: templates.name,
  file_id: templates.file_id,
  language_fk: templates.language_fk,
  variant_fk: templates.variant_fk,
  order_log_type_fk: templates.order_log_type_fk,
  language: languages.code,
  variant: variants.name,
  order_log_type: orderLogTypes.name,
};

export type TemplateRecord = {
  id: number;
  name: string;
  file_id: string;
  language_fk: number;
  variant_fk: number;
  order_log_type_fk: number;
  language: string;
  variant: string;
  order_log_type: string;
};

/** The templates with the names of their language, variant and document type. */
export function selectTemplates(db: Queryable) {
  return db
    .select(templateColumns)
    .from(templates)
    .innerJoin(languages, eq(languages.id, templates.language_fk))
    .innerJoin(variants, eq(variants.id, templates.variant_fk))
    .innerJoin(orderLogTypes, eq(orderLogTypes.id, templates.order_log_type_fk));
}

export async function readTemplate(db: Queryable, id: number): Promise<TemplateRecord> {
  const [row] = await selectTemplates(db).where(eq(templates.id, id));
  return row ?? fail('NOT_FOUND');
}

/**
 * Every change of templates runs one after another: the rule below counts the templates of a
 * combination, and two deletes side by side must not each see the other's row still there.
 */
export async function lockTemplates(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.templates'))`);
}

/**
 * Refuses (TEMPLATE_IN_USE) a change that leaves a generated document without a template for
 * the combination the old row served: generation picks one per document type, variant and
 * language, and would fail on the next Execute or receipt. Called after the write, in its
 * transaction, so the refusal rolls it back.
 */
export async function refuseLeavingNoTemplate(tx: Queryable, before: TemplateRecord): Promise<void> {
  if (!generatedDocumentType(before.order_log_type_fk)) return;
  const left = await tx.$count(
    templates,
    and(
      eq(templates.order_log_type_fk, before.order_log_type_fk),
      eq(templates.variant_fk, before.variant_fk),
      eq(templates.language_fk, before.language_fk),
    ),
  );
  if (left === 0)
    fail('TEMPLATE_IN_USE', undefined, {
      document: before.order_log_type,
      language: before.language.toUpperCase(),
      variant: before.variant,
    });
}

/** The modal's values read through the domain's schema, or BAD_INPUT with each wrong field's code. */
export function parseTemplateInput(input: unknown): TemplateSettingsValues {
  const parsed = templateSettingsSchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}
