import { DEAL_STATUS, type DealStatusCode } from '@spokes/domain/codes';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deals } from '../../db/schema/deals';
import type { CrmDeal, DealsPort } from './deals-port';

/** Enough candidates for a person to choose from; a quotation rarely has more than one deal. */
const SEARCH_LIMIT = 20;

type DealRow = typeof deals.$inferSelect;

const PHASE_BY_ID = new Map<number, DealStatusCode>(Object.values(DEAL_STATUS).map((s) => [s.id, s.code]));

function toCrmDeal(row: DealRow): CrmDeal {
  // current_phase references deal_statuses, whose ids are fixed by DOMAIN.md.
  const phase = PHASE_BY_ID.get(row.current_phase);
  if (!phase) throw new Error(`deal ${row.id} has unknown phase ${row.current_phase}`);
  return {
    id: row.id,
    title: row.title,
    phase,
    estimatedValueCents: row.estimated_value_cents,
    customFields: row.custom_fields,
    quotationNumber: row.quotation_number,
  };
}

/** The embedded CRM: the `deals` table, read and written in the caller's transaction. */
export function createBuiltInDeals(db: Queryable): DealsPort {
  return {
    async searchByQuotationNumber(quotationNumber) {
      const rows = await db
        .select()
        .from(deals)
        .where(eq(deals.quotation_number, quotationNumber))
        .orderBy(desc(deals.created_at), desc(deals.id))
        .limit(SEARCH_LIMIT);
      return rows.map(toCrmDeal);
    },
    async get(id) {
      const [row] = await db.select().from(deals).where(eq(deals.id, id));
      return row ? toCrmDeal(row) : null;
    },
    async createForOrder(deal) {
      const [row] = await db
        .insert(deals)
        .values({
          title: deal.title,
          quotation_number: deal.quotationNumber,
          estimated_value_cents: deal.estimatedValueCents,
          current_phase: DEAL_STATUS.OPEN.id,
        })
        .returning();
      return toCrmDeal(row);
    },
    async updatePhase(id, phase) {
      const [row] = await db
        .update(deals)
        .set({ current_phase: DEAL_STATUS[phase].id, updated_at: new Date() })
        .where(eq(deals.id, id))
        .returning();
      return row ? toCrmDeal(row) : null;
    },
    async updateCustomFields(id, values) {
      // jsonb || merges in one statement, so two concurrent edits of different fields both stay.
      const [row] = await db
        .update(deals)
        .set({
          custom_fields: sql`${deals.custom_fields} || ${JSON.stringify(values)}::jsonb`,
          updated_at: new Date(),
        })
        .where(eq(deals.id, id))
        .returning();
      return row ? toCrmDeal(row) : null;
    },
  };
}
