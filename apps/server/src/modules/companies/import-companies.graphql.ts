import { builder } from '../../graphql/builder';
import { ImportOutcomeRef } from '../../graphql/import-outcome';
import { applyCompanyImport, previewCompanyImport } from './import-companies';

builder.mutationFields((t) => ({
  previewCompanyImport: t.field({
    type: ImportOutcomeRef,
    description:
      'The dry run of a companies file (CSV or XLSX, multipart): what each row would do and why a row is refused. Super users.',
    authScopes: { superUser: true },
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: (_r, args, ctx) => previewCompanyImport(ctx.db, ctx.viewer!, { file: args.file }),
  }),
  applyCompanyImport: t.field({
    type: ImportOutcomeRef,
    description:
      'Applies a companies file in one transaction, checked again; one refused row writes nothing (applied false, the refused rows). Super users.',
    authScopes: { superUser: true },
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: (_r, args, ctx) => applyCompanyImport(ctx.db, ctx.viewer!, { file: args.file }, args.file.name),
  }),
}));
