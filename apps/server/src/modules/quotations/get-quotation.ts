import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import {
  dealerActions,
  invoiceTargetAllowsAutoPlate,
  type DealerAction,
} from '@spokes/domain/dealer-actions';
import { isBikeLocked } from '@spokes/domain/order-status';
import { mayDuplicateQuotation } from '@spokes/domain/quotation-rules';
import type { Queryable } from '../../db/client';
import { orderLogs } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import type { DownloadFacts } from '../documents/license-plate-required';
import { accessScope } from '../access/access-table';
import { readOrderFacts, type OrderFacts } from '../order-facts/read-order-facts';

/** Quotations in the scope with everything the overview shows, newest first. */
function loadQuotations(db: Queryable, where: SQL | undefined, scope: SQL) {
  return db.query.quotations.findMany({
    where: and(where, scope),
    with: {
      dealer: { columns: { id: true, name: true } },
      // The company's fields decide whether the quotation can be duplicated.
      company: { with: { invoiceTarget: true, fields: { columns: { id: true } } } },
      employee: { with: { language: true } },
      bikeType: true,
      bikeBrand: true,
      quotationFields: { with: { field: { with: { fieldType: { with: { dataType: true } } } } } },
      order: {
        with: {
          orderStatus: true,
          dealStatus: true,
          confirmedOrder: { columns: { id: true } },
          orderLogs: { with: { orderLogType: true }, orderBy: [asc(orderLogs.log_date), asc(orderLogs.id)] },
          bike: { with: { servicePass: { columns: { barcode: true } } } },
        },
      },
    },
    orderBy: [desc(quotations.quotation_date), desc(quotations.id)],
  });
}

type QuotationRow = Awaited<ReturnType<typeof loadQuotations>>[number];
type OrderRow = NonNullable<QuotationRow['order']>;

/** The bike with the barcode of its service pass. */
export type BikeView = Omit<NonNullable<OrderRow['bike']>, 'servicePass'> & { service_pass: string | null };

export type OrderView = Omit<OrderRow, 'bike' | 'orderLogs'> & {
  bike: BikeView | null;
  /** With the facts of the licence-plate rule, so no log looks its bike up again. */
  orderLogs: (OrderRow['orderLogs'][number] & { downloadFacts: DownloadFacts })[];
  /** Whether the bike form is locked for this viewer (deal status INVOICED, not a super user). */
  bikeLocked: boolean;
};

export type QuotationOverview = Omit<QuotationRow, 'order'> & {
  order: OrderView | null;
  /** What the viewer may do with the quotation now (packages/domain dealer-actions). */
  actions: DealerAction[];
  /** The duplication check: every current field of the company has a value row on the quotation. */
  duplicatePossible: boolean;
  /** The employer confirmed the order online (spec 02 section 4, status 3's marker). */
  signedOnline: boolean;
  /** The order's bike passes the bike form (complete bike info is then disabled). */
  bikeInfoComplete: boolean;
};

function toOrderView(quotation: QuotationRow, order: OrderRow, viewer: Viewer): OrderView {
  const { bike, orderLogs: logs, ...rest } = order;
  const downloadFacts = { bikeTypeId: quotation.bike_type_fk, licenseNumber: bike?.license_number ?? null };
  return {
    ...rest,
    bike: bike && { ...bike, service_pass: bike.servicePass?.barcode ?? null },
    orderLogs: logs.map((log) => ({ ...log, downloadFacts })),
    bikeLocked: isBikeLocked(order.deal_status_fk, viewer.superUser),
  };
}

function toOverview(quotation: QuotationRow, facts: OrderFacts | null, viewer: Viewer): QuotationOverview {
  const order = quotation.order && toOrderView(quotation, quotation.order, viewer);
  // The same facts the order's mutations decide on, so a button shown is a button allowed.
  const actions = dealerActions(
    facts?.actionInput ?? {
      status: null,
      fip: quotation.company.fip,
      orderLogTypeIds: [],
      bikeTypeId: quotation.bike_type_fk,
      invoiceTargetAllowsAutoPlate: invoiceTargetAllowsAutoPlate(quotation.company.invoiceTarget),
      superUser: viewer.superUser,
    },
  );
  const bikeInfoComplete = facts?.actionInput.bikeInfoComplete === true;
  const duplicatePossible = mayDuplicateQuotation(
    quotation.company.fields.map((field) => field.id),
    quotation.quotationFields.map((value) => value.field_fk),
  );
  return {
    ...quotation,
    order,
    actions,
    duplicatePossible,
    signedOnline: order?.confirmedOrder != null,
    bikeInfoComplete,
  };
}

/**
 * The quotation overview in one query: the quotation with its dealer, company, employee and
 * fields, its order with status, logs and bike, and the actions the viewer may take. Another
 * dealer's quotation is NOT_FOUND, as a missing one; employers are refused by the scope (a reader
 * that admits them passes its own).
 */
export async function getQuotation(
  db: Queryable,
  viewer: Viewer,
  options: { id: number },
  scope: SQL = accessScope(viewer, 'quotation', 'write'),
): Promise<QuotationOverview> {
  const [quotation] = await getQuotations(db, viewer, eq(quotations.id, options.id), scope);
  return quotation ?? fail('NOT_FOUND');
}

/**
 * The overviews of the quotations matching `where` in the viewer's back-office scope (or the
 * wider one a reader such as the quotation PDF passes), newest first.
 */
export async function getQuotations(
  db: Queryable,
  viewer: Viewer,
  where: SQL | undefined,
  scope: SQL = accessScope(viewer, 'quotation', 'write'),
): Promise<QuotationOverview[]> {
  const rows = await loadQuotations(db, where, scope);
  const orderIds = rows.flatMap((row) => (row.order ? [row.order.id] : []));
  const facts = new Map((await readOrderFacts(db, viewer, orderIds)).map((fact) => [fact.orderId, fact]));
  return rows.map((row) => toOverview(row, (row.order && facts.get(row.order.id)) ?? null, viewer));
}
