import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { Quotation } from '../quotations/quotations.graphql';
import { updateBike } from './update-bike';
import { updateOrderStatus } from './update-order-status';

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
      quotation: t.field({ type: Quotation, resolve: (result) => result.quotation }),
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
    type: Quotation,
    description: 'Sets the order status by hand (super users); the current status is SAME_STATUS.',
    authScopes: { superUser: true },
    args: { order_id: t.arg.int({ required: true }), order_status_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      updateOrderStatus(ctx.db, ctx.viewer!, { orderId: args.order_id, orderStatusId: args.order_status_id }),
  }),
}));
