import type { orderLogs } from '../../db/schema/orders';
import { orderLogTypes } from '../../db/schema/reference';
import { builder } from '../../graphql/builder';
import { AppError, fail } from '../../errors';
import { cachedReference, OrderLogType } from '../reference-data/reference-data.graphql';
import { isLicensePlateRequired, type DownloadFacts } from './license-plate-required';

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
