import { isBikeLocked } from '@spokes/domain/order-status';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import type { OrderFacts } from '../order-facts/read-order-facts';

/**
 * The one check before anything writes an order's bike (the bike form, the speed-pedelec
 * numbers, the service pass with it): from deal status INVOICED the contract runs on these
 * numbers, so only a super user may still change them (BIKE_LOCKED for anyone else).
 */
export function requireBikeWritable(viewer: Viewer, order: Pick<OrderFacts, 'dealStatusId'>) {
  if (isBikeLocked(order.dealStatusId, viewer.superUser)) fail('BIKE_LOCKED');
}
