import { asc, eq } from 'drizzle-orm';
import { orderStatusById } from '@spokes/domain/codes';
import {
  employerPermissions,
  type EmployerDecisionFacts,
  type EmployerPermissions,
} from '@spokes/domain/employer-decisions';
import { employerDocuments } from '@spokes/domain/order-status';
import type { Queryable } from '../../db/client';
import { orderLogs } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { cardProvider, type CardProviderConfig } from '../../integrations/card-provider/card-provider';
import { CARD_OK, CardProviderUnavailable } from '../../integrations/card-provider/card-provider-port';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { companyLogoPath } from '../companies/company-logo';
import { requireAccess } from '../access/access-table';

function loadQuotation(db: Queryable, id: number) {
  return db.query.quotations.findFirst({
    where: eq(quotations.id, id),
    with: {
      company: { columns: { id: true, name: true, logo_id: true } },
      employee: { columns: { id: true, name: true, employee_number: true } },
      bikeType: true,
      order: {
        with: {
          orderStatus: true,
          confirmedOrder: {
            columns: {
              confirmed_by: true,
              confirmed_for: true,
              confirmed_by_policy_fk: true,
              cancelled: true,
              cancelled_by: true,
              cancelled_for: true,
              cancelled_by_policy_fk: true,
            },
          },
          orderLogs: { orderBy: [asc(orderLogs.log_date), asc(orderLogs.id)] },
          bike: {
            columns: { id: true, license_number: true },
            with: {
              servicePass: {
                columns: {
                  id: true,
                  barcode: true,
                  status: true,
                  starting_amount: true,
                  remaining_amount: true,
                  used_amount: true,
                },
              },
            },
          },
        },
      },
    },
  });
}

type Row = NonNullable<Awaited<ReturnType<typeof loadQuotation>>>;
type OrderRow = NonNullable<Row['order']>;

export type EmployerServicePass = NonNullable<NonNullable<OrderRow['bike']>['servicePass']>;

export type EmployerQuotation = Omit<Row, 'order' | 'company'> & {
  /** The logo as its same-origin address. */
  company: { id: number; name: string; logo_url: string | null };
  order: Omit<OrderRow, 'orderLogs' | 'bike'>;
  /** The employer's document list: hidden logs never, a signed version instead of its original. */
  documents: OrderRow['orderLogs'];
  licenseNumber: string | null;
  servicePass: EmployerServicePass | null;
  decision: EmployerDecisionFacts['decision'];
  permissions: EmployerPermissions;
};

/**
 * The employer portal's detail modal (spec 03 section 2.6): the quotation with its company,
 * employee, order, documents and service pass, and what the viewer may do with it now (the
 * domain's decision rules, the same the approve, refuse and save operations check). Scoped like
 * the decisions: the company's employers (and those of companies above it) and super users;
 * anything else, a quotation without an order included, is NOT_FOUND.
 */
export async function getEmployerQuotation(
  db: Queryable,
  viewer: Viewer,
  options: { id: number },
): Promise<EmployerQuotation> {
  // The scope first, on its own: the relational query renames the tables the scope's subquery names.
  await requireAccess(db, viewer, 'quotation', options.id, 'decide');
  const row = await loadQuotation(db, options.id);
  if (!row?.order) fail('NOT_FOUND');
  const { order: fullOrder, company, ...quotation } = row;
  const { orderLogs: logs, bike, ...order } = fullOrder;
  const status = orderStatusById(order.order_status_fk) ?? fail('SOMETHING_WENT_WRONG');
  const confirmed = order.confirmedOrder;
  const decision = !confirmed ? 'none' : confirmed.cancelled ? 'refused' : 'approved';
  return {
    ...quotation,
    company: { id: company.id, name: company.name, logo_url: companyLogoPath(company) },
    order,
    documents: employerDocuments(logs),
    licenseNumber: bike?.license_number ?? null,
    servicePass: bike?.servicePass ?? null,
    decision,
    permissions: employerPermissions({ status: status.code, dealStatusId: order.deal_status_fk, decision }),
  };
}

export type EmployerServicePassTransaction = {
  id: string;
  amount: number;
  description: string | null;
  occurred_at: Date;
};

/**
 * The card's transactions, newest first, as the card provider tells them (the built-in
 * simulator's ledger by default); a provider that fails is CARD_TRANSACTIONS_FAILED.
 */
export async function servicePassTransactionsOf(
  db: Queryable,
  config: CardProviderConfig,
  pass: { id: number; barcode: string },
): Promise<EmployerServicePassTransaction[]> {
  let answer;
  try {
    answer = await cardProvider(config, db).getTransactionsForCard(pass.barcode);
  } catch (error) {
    if (error instanceof CardProviderUnavailable) fail('CARD_TRANSACTIONS_FAILED');
    throw error;
  }
  if (answer.resultCode !== CARD_OK) fail('CARD_TRANSACTIONS_FAILED');
  return answer.transactions.map((t) => ({
    id: t.id,
    amount: t.amountCents,
    description: t.description,
    occurred_at: t.occurredAt,
  }));
}
