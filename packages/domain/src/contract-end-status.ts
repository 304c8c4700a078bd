import { ORDER_STATUS, type ContractEndStatusCode, type OrderStatusCode } from './codes';
import { invalid, valid, type Validated } from './validation-result';

// A contract ends with the bike in the employee's hands: from DELIVERED on, the last step of an
// order. Clearing needs no delivery, so a status set back by hand leaves nothing that cannot be
// removed.
export function validateContractEndStatus(
  orderStatus: OrderStatusCode,
  next: ContractEndStatusCode | null,
): Validated<'CONTRACT_END_BEFORE_DELIVERY', ContractEndStatusCode | null> {
  if (next !== null && ORDER_STATUS[orderStatus].index < ORDER_STATUS.DELIVERED.index)
    return invalid('CONTRACT_END_BEFORE_DELIVERY');
  return valid(next);
}
