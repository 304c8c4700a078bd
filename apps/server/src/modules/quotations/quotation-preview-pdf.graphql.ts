import { builder } from '../../graphql/builder';
import { NewQuotationInput } from './create-quotation.graphql';
import { previewQuotationPdf } from './preview-quotation-pdf';
import type { QuotationPdf } from './quotation-pdf';

const PdfFile = builder.objectRef<QuotationPdf>('PdfFile').implement({
  description: 'A generated PDF: the name to save it under and its bytes.',
  fields: (t) => ({
    filename: t.exposeString('filename'),
    base64: t.string({ resolve: (pdf) => Buffer.from(pdf.bytes).toString('base64') }),
  }),
});

builder.queryFields((t) => ({
  quotationPreviewPdf: t.field({
    type: PdfFile,
    description:
      "The result card's PDF: the new quotation checked and computed as createQuotation does, " +
      'in the quotation PDF layout without a number; nothing is stored.',
    authScopes: { dealer: true },
    args: { input: t.arg({ type: NewQuotationInput, required: true }) },
    resolve: (_r, args, ctx) =>
      previewQuotationPdf(ctx.db, ctx.viewer!, ctx.storage, {
        ...args.input,
        fields: args.input.fields.map((field) => ({ field_fk: field.field_fk, value: field.value ?? null })),
      }),
  }),
}));
