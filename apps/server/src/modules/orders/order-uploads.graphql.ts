import type { orderLogs } from '../../db/schema/orders';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { OrderLog } from '../documents/documents.graphql';
import { resendStatusMail } from './resend-status-mail';
import { uploadDeliveryDocuments } from './upload-delivery-documents';
import { uploadQuotationDocument } from './upload-quotation-document';
import { uploadSignedDocuments } from './upload-signed-documents';
import { uploadSpeedPedelecDocuments } from './upload-speed-pedelec-documents';

type UploadResult = {
  orderId: number;
  orderStatusId: number;
  orderLogs: (typeof orderLogs.$inferSelect)[];
  licensePlateRequestId?: number | null;
};

const OrderUploadResult = builder.objectRef<UploadResult>('OrderUploadResult').implement({
  description: 'What an upload flow did: the order status after it and the documents it added.',
  fields: (t) => ({
    order_id: t.exposeInt('orderId'),
    order_status_fk: t.exposeInt('orderStatusId'),
    order_logs: t.field({ type: [OrderLog], resolve: (result) => result.orderLogs }),
    license_plate_request_id: t.int({
      nullable: true,
      description:
        'The automatic licence plate request (speed-pedelec documents), when one was made or was open.',
      resolve: (result) => result.licensePlateRequestId ?? null,
    }),
  }),
});

const registrationNumber = (description: string) => ({ description, ...maxLength('identifier') });

builder.mutationFields((t) => ({
  uploadSignedDocuments: t.field({
    type: OrderUploadResult,
    description:
      'Upload from a new order: signed calculation + quotation document, then status SIGNED (multipart).',
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      signed_calculation: t.arg({ type: 'File', required: true }),
      quotation_document: t.arg({ type: 'File', required: true }),
    },
    resolve: (_root, args, ctx) =>
      uploadSignedDocuments(ctx.db, ctx.viewer!, {
        orderId: args.order_id,
        signedCalculation: [args.signed_calculation],
        quotationDocument: [args.quotation_document],
        storage: ctx.storage,
      }),
  }),
  uploadQuotationDocument: t.field({
    type: OrderUploadResult,
    description:
      "FIP 'later uploaden': the quotation document alone; with a signed calculation present the order moves to SIGNED.",
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      quotation_document: t.arg({ type: 'File', required: true }),
    },
    resolve: (_root, args, ctx) =>
      uploadQuotationDocument(ctx.db, ctx.viewer!, {
        orderId: args.order_id,
        quotationDocument: [args.quotation_document],
        storage: ctx.storage,
      }),
  }),
  uploadDeliveryDocuments: t.field({
    type: OrderUploadResult,
    description: 'Delivery: invoice + signed receipt + pick-up date, then status DELIVERED (multipart).',
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      invoice: t.arg({ type: 'File', required: true }),
      signed_receipt: t.arg({ type: 'File', required: true }),
      pickup_date: t.arg({
        type: 'DateTime',
        description: 'Required (PICKUP_DATE_REQUIRED without it); its day in Brussels is the delivery date.',
      }),
    },
    resolve: (_root, args, ctx) =>
      uploadDeliveryDocuments(ctx.db, ctx.viewer!, {
        orderId: args.order_id,
        invoice: [args.invoice],
        signedReceipt: [args.signed_receipt],
        pickupDate: args.pickup_date,
        storage: ctx.storage,
      }),
  }),
  uploadSpeedPedelecDocuments: t.field({
    type: OrderUploadResult,
    description:
      "Speed pedelec (bike type 1): registration numbers on the bike, CoC + 705, the dealer's mail, the plate request (multipart).",
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      frame_number: t.arg.string(registrationNumber('17 characters.')),
      accu_number: t.arg.string(registrationNumber('Battery number, at least 4 characters.')),
      control_number: t.arg.string(registrationNumber('3 digits.')),
      sticker_number: t.arg.string(registrationNumber('Optional: 8 digits, without the BIKE prefix.')),
      barcode_x12: t.arg.string(registrationNumber('Reference number of box X12: 9 digits.')),
      coc: t.arg({ type: 'File', required: true }),
      doc705: t.arg({ type: 'File', required: true }),
    },
    resolve: (_root, args, ctx) =>
      uploadSpeedPedelecDocuments(ctx.db, ctx.viewer!, {
        orderId: args.order_id,
        input: args,
        coc: [args.coc],
        doc705: [args.doc705],
        storage: ctx.storage,
      }),
  }),
  resendStatusMail: t.boolean({
    description: "Queues the order-status mail to the employee again (the web shows 'Mail verzonden!').",
    authScopes: { superUser: true },
    args: { order_id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => resendStatusMail(ctx.db, ctx.viewer!, { orderId: args.order_id }),
  }),
}));
