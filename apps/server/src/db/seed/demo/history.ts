import type { Tx } from '../../client';
import { orderHistory } from '../../schema/order-history';
import type { DemoOrder } from './orders';
import type { DemoUsers } from './people';
import { inBatches } from './random';

type Actor = { actor_user_fk: number | null; actor_name: string };
type Step = { status: string; source: 'screen' | 'employer_portal'; actor: Actor };

/**
 * The order history real use would have written for the steps each demo order went through
 * (issue 21: every seeded order said "Nog geen wijzigingen"): Execute and the signed documents by
 * the dealer, the decision in the employer portal by the HR service that the confirmation names,
 * the receipt and the delivery by the dealer, a cancellation or test mark by the back office.
 * At the order's drawn steps (orders.ts); a delivery on its delivery date.
 */
export async function seedOrderHistory(tx: Tx, orders: DemoOrder[], users: DemoUsers): Promise<void> {
  const superUser: Actor = { actor_user_fk: users.superUserId, actor_name: 'Sam Super' };
  const rows = orders.flatMap((order) => {
    const q = order.quotation;
    const dealer: Actor =
      q.dealer.id === users.dealerUser.dealerId
        ? { actor_user_fk: users.dealerUser.id, actor_name: 'Dana Verkoper' }
        : { actor_user_fk: null, actor_name: `Verkoper ${q.dealer.name}` };
    const employer: Actor = { actor_user_fk: null, actor_name: `HR-dienst ${q.company.name}` };
    const steps = stepsTo(q.status, dealer, employer, superUser);
    let previous: string | null = null;
    return steps.map((step, index) => {
      const at =
        step.status === 'DELIVERED' && order.deliveryDate
          ? order.deliveryDate
          : order.stepAt(index, 9 + index);
      const row = {
        quotation_fk: q.id,
        order_fk: order.id,
        at,
        ...step.actor,
        source: step.source,
        kind: 'status' as const,
        field: 'order_status',
        old_value: previous,
        new_value: step.status,
      };
      previous = step.status;
      return row;
    });
  });
  await inBatches(rows, (batch) => tx.insert(orderHistory).values(batch).returning({ id: orderHistory.id }));
}

function stepsTo(status: string, dealer: Actor, employer: Actor, superUser: Actor): Step[] {
  const byDealer = (s: string): Step => ({ status: s, source: 'screen', actor: dealer });
  const inPortal = (s: string): Step => ({ status: s, source: 'employer_portal', actor: employer });
  const lifecycle = [
    byDealer('NEW'),
    byDealer('SIGNED'),
    inPortal('SEND_TO_DECIDER'),
    inPortal('APPROVED'),
    byDealer('DELIVERABLE'),
    byDealer('DELIVERED'),
  ];
  const upTo = (last: string) => lifecycle.slice(0, lifecycle.findIndex((step) => step.status === last) + 1);
  switch (status) {
    case 'REFUSED':
      return [...upTo('SEND_TO_DECIDER'), inPortal('REFUSED')];
    case 'CANCELLED':
    case 'TESTPURPOSES':
      return [byDealer('NEW'), { status, source: 'screen', actor: superUser }];
    default:
      return upTo(status);
  }
}
