import { DEAL_STATUS, type DealStatusCode, type DealStatusId } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { dealStatuses } from '../../db/schema/reference';
import type { CrmDeal } from '../../integrations/crm/deals-port';

export type DealPhase = { id: DealStatusId; code: DealStatusCode; name: string };
export type DealView = CrmDeal & { currentPhase: DealPhase };

/** Deals with their phase spelled out; phase names are editable, so they come from the table. */
export async function toDealViews(db: Queryable, deals: CrmDeal[]): Promise<DealView[]> {
  if (deals.length === 0) return [];
  const names = new Map((await db.select().from(dealStatuses)).map((s) => [s.id, s.name]));
  return deals.map((deal) => {
    const { id, code } = DEAL_STATUS[deal.phase];
    return { ...deal, currentPhase: { id, code, name: names.get(id) ?? code } };
  });
}

export async function toDealView(db: Queryable, deal: CrmDeal): Promise<DealView> {
  const [view] = await toDealViews(db, [deal]);
  return view;
}
