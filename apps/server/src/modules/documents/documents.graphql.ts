import type { orderLogs } from '../../db/schema/orders';
import { orderLogTypes } from '../../db/schema/reference';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { AppError, fail } from '../../errors';
import { fileStorage } from '../../integrations/storage/file-storage';
import { addExtraDocument } from './add-extra-document';
import { cachedReference, OrderLogType } from '../reference-data/reference-data.graphql';
import { createOrderLog } from './create-order-log';
import { isLicensePlateRequired, type DownloadFacts } from './license-plate-required';
import { updateOrderLog } from './update-order-log';

/** A loader that has the order's bike at hand passes its download facts along. */
type OrderLogRow = typeof orderLogs.$inferSelect & { downloadFacts?: DownloadFacts };

builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new AppError('BAD_INPUT', 'File is an input type');
  },
});

export const OrderLog = builder.objectRef<OrderLogRow>('OrderLog').implement({
  description: 'A document or event of an order; its type says which document (order log types).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    order_fk: t.exposeInt('order_fk'),
    order_log_type_fk: t.exposeInt('order_log_type_fk'),
    orderLogType: t.field({
      type: OrderLogType,
      resolve: async (row, _a, ctx) => {
        const types = await cachedReference(ctx, orderLogTypes, orderLogTypes.id);
        return types.find((type) => type.id === row.order_log_type_fk) ?? fail('NOT_FOUND');
      },
    }),
    description: t.exposeString('description', { nullable: true }),
    file_id: t.exposeString('file_id', { nullable: true, description: 'Key of the stored PDF, if any.' }),
    download_url: t.string({
      nullable: true,
      description: 'Where the signed-in viewer opens the PDF (GET, session cookie).',
      resolve: (row) => (row.file_id ? `/files/order-logs/${row.id}` : null),
    }),
    log_date: t.expose('log_date', { type: 'DateTime' }),
    hidden: t.exposeBoolean('hidden'),
    license_plate_required: t.boolean({
      description:
        'The speed-pedelec receipt without a licence plate: not to be opened ("Provide license plate to download").',
      resolve: (row, _a, ctx) => isLicensePlateRequired(ctx.db, row),
    }),
  }),
});

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
        storage: fileStorage(ctx.config),
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
        storage: fileStorage(ctx.config),
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
