import type { ImportOutcome, ImportReason, ImportRowPlan } from '../lib/import-plan';
import { builder } from './builder';

const ImportAction = builder.enumType('ImportAction', {
  values: ['create', 'update', 'unchanged', 'refused'] as const,
});

const ImportReasonRef = builder.objectRef<ImportReason>('ImportReason').implement({
  description: "Why a row of an import file is refused, in the viewer's language.",
  fields: (t) => ({
    column: t.exposeString('column', { description: "The column's Dutch name, as in the example file." }),
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

const ImportRow = builder.objectRef<ImportRowPlan>('ImportRow').implement({
  fields: (t) => ({
    row: t.exposeInt('row', {
      description: 'The row number as a spreadsheet shows it (the header is row 1).',
    }),
    action: t.field({ type: ImportAction, resolve: (row) => row.action }),
    label: t.exposeString('label', { description: "The row's employee or company name." }),
    reasons: t.field({ type: [ImportReasonRef], resolve: (row) => row.reasons }),
  }),
});

/** The answer of every import's dry run and apply (companies, employees). */
export const ImportOutcomeRef = builder.objectRef<ImportOutcome>('ImportOutcome').implement({
  description:
    'A dry run (applied false, every row) or an apply (applied true and no rows; or applied false ' +
    'and the rows refused at apply time, nothing written).',
  fields: (t) => ({
    applied: t.exposeBoolean('applied'),
    total: t.exposeInt('total'),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    unchanged: t.exposeInt('unchanged'),
    refused: t.exposeInt('refused'),
    rows: t.field({ type: [ImportRow], resolve: (outcome) => outcome.rows }),
  }),
});
