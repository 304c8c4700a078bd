import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createReceipt, type CreatedReceipt } from './create-receipt';
import { ContractEndStatus } from '../quotations/quotations.graphql';
import type { OrderChange } from './order-change';
import { retryOrderUpload } from './retry-order-upload';
import { setContractEndStatus } from './set-contract-end-status';
import { updateBike } from './update-bike';
import { updateOrderStatus } from './update-order-status';

const CreateReceiptResult = builder.objectRef<CreatedReceipt>('CreateReceiptResult').implement({
  fields: (t) => ({
    order_id: t.exposeInt('orderId'),
    receipt_order_log_id: t.exposeInt('receiptOrderLogId', { description: 'The "Ontvangstbewijs".' }),
  }),
});

export const OrderChangeResult = builder.objectRef<OrderChange>('OrderChangeResult').implement({
  description: 'What an order mutation changed; the screen reloads what it shows once.',
  fields: (t) => ({
    quotation_id: t.exposeInt('quotationId'),
    order_id: t.exposeInt('orderId', {
      nullable: true,
      description: 'Null: the quotation has no order yet.',
    }),
    order_status_fk: t.exposeInt('orderStatusId', {
      nullable: true,
      description: 'The status after the change.',
    }),
  }),
});

builder.mutationFields((t) => ({
  createReceipt: t.field({
    type: CreateReceiptResult,
    description:
      'Makes the "Ontvangstbewijs" and moves the order to DELIVERABLE (spec 01 section 4, Receipt).',
    authScopes: { dealer: true },
    args: { order_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      createReceipt(ctx.db, ctx.viewer!, { orderId: args.order_id, storage: ctx.storage }),
  }),
  retryOrderUpload: t.field({
    type: OrderChangeResult,
    description:
      'The error-retry of a FIP order whose signing documents are both there (spec 02 section 4): back to SIGNED.',
    authScopes: { dealer: true },
    args: { order_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => retryOrderUpload(ctx.db, ctx.viewer!, { orderId: args.order_id }),
  }),
}));

const BikeInput = builder.inputType('BikeInput', {
  description: 'The bike form (spec 01 section 5); the bike type and maintenance decide what is required.',
  fields: (t) => ({
    bike_brand_fk: t.int(),
    model: t.string(maxLength('name')),
    comment: t.string(maxLength('freeText')),
    key_number_1: t.string(maxLength('identifier')),
    key_number_2: t.string(maxLength('identifier')),
    frame_number: t.string(maxLength('identifier')),
    sticker_number: t.string({ ...maxLength('identifier'), description: 'The 8 digits, BIKE optional.' }),
    license_number: t.string(maxLength('identifier')),
    accu_number: t.string(maxLength('identifier')),
    control_number: t.string(maxLength('identifier')),
    barcode_x12: t.string(maxLength('identifier')),
    service_pass: t.string({ ...maxLength('identifier'), description: 'Spaces allowed (groups of 4).' }),
  }),
});

const UpdateBikeResult = builder
  .objectRef<Awaited<ReturnType<typeof updateBike>>>('UpdateBikeResult')
  .implement({
    fields: (t) => ({
      quotation_id: t.exposeInt('quotationId'),
      order_id: t.exposeInt('orderId', { nullable: true }),
      frame_number_changed: t.exposeBoolean('frameNumberChanged', {
        description:
          'A speed pedelec got another frame number: its registration documents must be uploaded again.',
      }),
    }),
  });

builder.mutationFields((t) => ({
  updateBike: t.field({
    type: UpdateBikeResult,
    description:
      'Saves the bike of an order, creating it on the first save; locked from deal status INVOICED.',
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      input: t.arg({ type: BikeInput, required: true }),
    },
    resolve: (_r, args, ctx) =>
      updateBike(ctx.db, ctx.viewer!, { orderId: args.order_id, input: args.input }),
  }),
  updateOrderStatus: t.field({
    type: OrderChangeResult,
    description: 'Sets the order status by hand (super users); the current status is SAME_STATUS.',
    authScopes: { superUser: true },
    args: { order_id: t.arg.int({ required: true }), order_status_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      updateOrderStatus(ctx.db, ctx.viewer!, { orderId: args.order_id, orderStatusId: args.order_status_id }),
  }),
  setContractEndStatus: t.field({
    type: OrderChangeResult,
    description:
      "Sets how the order's contract ended, or clears it with null (super users); only a delivered order's can be set.",
    authScopes: { superUser: true },
    args: {
      quotation_id: t.arg.int({ required: true }),
      contract_end_status: t.arg({ type: ContractEndStatus }),
    },
    resolve: (_r, args, ctx) =>
      setContractEndStatus(ctx.db, ctx.viewer!, {
        quotationId: args.quotation_id,
        contractEndStatus: args.contract_end_status ?? null,
      }),
  }),
}));
