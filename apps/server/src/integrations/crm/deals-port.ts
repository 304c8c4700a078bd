import type { DealStatusCode } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import type { DealCustomFields } from '../../db/schema/deals';
import { createBuiltInDeals } from './built-in-deals';

/** A deal as the CRM knows it; the phase is one of the deal statuses of DOMAIN.md. */
export type CrmDeal = {
  id: number;
  title: string;
  phase: DealStatusCode;
  estimatedValueCents: number | null;
  customFields: DealCustomFields;
  quotationNumber: string | null;
};

export type NewCrmDeal = {
  title: string;
  quotationNumber: string;
  estimatedValueCents: number | null;
};

/**
 * Everything the application asks of a CRM, and nothing more, so that an adapter for an
 * external CRM can replace the built-in deals table. Answers null for a deal that does not exist.
 */
export type DealsPort = {
  searchByQuotationNumber(quotationNumber: string): Promise<CrmDeal[]>;
  get(id: number): Promise<CrmDeal | null>;
  /** A new deal in the first phase (OPEN) for an order's quotation. */
  createForOrder(deal: NewCrmDeal): Promise<CrmDeal>;
  updatePhase(id: number, phase: DealStatusCode): Promise<CrmDeal | null>;
  /** Merges the given values into the deal's custom fields; fields not given keep their value. */
  updateCustomFields(id: number, values: DealCustomFields): Promise<CrmDeal | null>;
};

/**
 * The CRM seen from inside the caller's transaction. The built-in deals live in the same
 * database, so a deal and the order that links it change together or not at all.
 */
export function dealsPort(db: Queryable): DealsPort {
  return createBuiltInDeals(db);
}
