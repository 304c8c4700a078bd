import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { OrderLog } from '../documents/documents.graphql';
import { addExtraDocument } from './add-extra-document';
import { createOrderLog } from './create-order-log';
import { updateOrderLog } from './update-order-log';

const CreateOrderLogInput = builder.inputType('CreateOrderLogInput', {
  fields: (t) => ({
    order_fk: t.int({ required: true }),
    order_log_type_fk: t.int({ required: true }),
    description: t.string({
      description: 'Required for an extra document (OTHER).',
      ...maxLength('freeText'),
    }),
    files: t.field({
      type: ['File'],
      required: true,
      description:
        'Exactly one PDF of at most 10 MB (a list, so that a second file is refused, not dropped).',
    }),
    hidden: t.boolean({ defaultValue: false }),
  }),
});

const UpdateOrderLogInput = builder.inputType('UpdateOrderLogInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    hidden: t.boolean({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  createOrderLog: t.field({
    type: OrderLog,
    description: 'Uploads a document to an order (multipart request).',
    authScopes: { dealer: true },
    args: { input: t.arg({ type: CreateOrderLogInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createOrderLog(ctx.db, ctx.viewer!, {
        orderId: input.order_fk,
        orderLogTypeId: input.order_log_type_fk,
        description: input.description,
        files: input.files,
        hidden: input.hidden ?? false,
        storage: ctx.storage,
      }),
  }),
  addExtraDocument: t.field({
    type: OrderLog,
    description: 'An extra document (OTHER) with its title (DOCUMENT_TITLE_REQUIRED without one); multipart.',
    authScopes: { dealer: true },
    args: {
      order_id: t.arg.int({ required: true }),
      title: t.arg.string({ ...maxLength('name') }),
      file: t.arg({ type: 'File', required: true }),
    },
    resolve: (_root, args, ctx) =>
      addExtraDocument(ctx.db, ctx.viewer!, {
        orderId: args.order_id,
        title: args.title,
        files: [args.file],
        storage: ctx.storage,
      }),
  }),
  updateOrderLog: t.field({
    type: OrderLog,
    description: "Shows or hides a document in the employer's list.",
    authScopes: { superUser: true },
    args: { input: t.arg({ type: UpdateOrderLogInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateOrderLog(ctx.db, ctx.viewer!, { id: input.id, hidden: input.hidden }),
  }),
}));
